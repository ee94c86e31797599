/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Analytics measurement id; analytics stays off entirely while it is unset. */
  readonly VITE_ANALYTICS_ID?: string;
  /** A release's name, shown as <html data-build> (issue 34's update test builds a second one). */
  readonly VITE_BUILD_LABEL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
