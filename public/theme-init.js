// Applies the stored theme before the app loads, so a dark-mode page never flashes light.
// Mirrors src/web/lib/theme.ts (key "theme"; values light, dark, system; default system).
(function () {
  var choice = 'system';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') choice = stored;
  } catch {
    // Storage can be blocked (private mode, policies); the default still applies.
  }
  var dark =
    choice === 'dark' ||
    (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
