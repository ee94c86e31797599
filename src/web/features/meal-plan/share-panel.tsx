import { useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Eye, Link2, LogOut, UserMinus, UserPlus, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import type { MealPlanDetail } from '../../../shared/meal-plan';
import type { CreatedShareLink, ShareKind, ShareLink } from '../../../shared/plan-sharing';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api-client';
import { mealPlanKeys } from '../../lib/meal-plans-api';
import { formatCreated } from '../../lib/plan-format';
import {
  createShareLink,
  removeMember,
  revokeShareLink,
  sharingKeys,
  usePlanSharing,
} from '../../lib/plan-sharing-api';
import { useSession } from '../../lib/session';

const ERROR_TOAST = { duration: 4000 } as const;

function failed(error: unknown, fallback: string) {
  toast.error(error instanceof ApiRequestError ? error.message : fallback, ERROR_TOAST);
}

const KINDS: { kind: ShareKind; title: string; icon: ReactNode; text: string }[] = [
  {
    kind: 'invite',
    title: 'Invite link',
    icon: <UserPlus aria-hidden="true" className="size-4" />,
    text: 'For people who shop with you: signed in, they join this plan and tick and edit the list with you.',
  },
  {
    kind: 'read-only',
    title: 'Read-only link',
    icon: <Eye aria-hidden="true" className="size-4" />,
    text: 'Anyone with it sees the meals and the list, with no account, and cannot change anything.',
  },
];

/**
 * "Share with your household" on the owner's plan page (issue 17): an invite link and a
 * read-only link, each made, replaced or revoked here, and the members who joined. A link is
 * shown once, when made: the server keeps only a fingerprint (hash) of it.
 */
export function SharePanel({ plan }: { plan: MealPlanDetail }) {
  const queryClient = useQueryClient();
  const sharing = usePlanSharing(plan.id, true);
  const [created, setCreated] = useState<Partial<Record<ShareKind, CreatedShareLink>>>({});
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sharingKeys.plan(plan.id) });

  async function act(work: () => Promise<void>, fallback: string) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      failed(error, fallback);
    } finally {
      setBusy(false);
      void refresh();
    }
  }

  const make = (kind: ShareKind) =>
    act(async () => {
      const link = await createShareLink(plan.id, kind);
      setCreated((c) => ({ ...c, [kind]: link }));
    }, 'Failed to make the link');
  const revoke = (link: ShareLink) =>
    act(async () => {
      await revokeShareLink(plan.id, link.id);
      setCreated((c) => ({ ...c, [link.kind]: undefined }));
      toast.success('Link revoked: it no longer opens this plan', { duration: 3000 });
    }, 'Failed to revoke the link');
  const remove = (userId: string, name: string) =>
    act(async () => {
      await removeMember(plan.id, userId);
      toast.success(`${name} no longer shares this plan`, { duration: 3000 });
    }, 'Failed to remove the member');

  const links = sharing.data?.links ?? [];
  const members = sharing.data?.members ?? [];
  return (
    <section
      aria-labelledby="share-title"
      className="drawn-when-near mt-6 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-6 print:hidden"
      data-testid="share-panel"
    >
      <h2 id="share-title" className="flex items-center gap-2 text-xl font-bold tracking-tight">
        <Users aria-hidden="true" className="size-5 text-primary" />
        Share with your household
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        Ticks and changes show on every phone within seconds. Only you can rename, delete or share
        this plan; nothing else of yours (other plans, pantry, settings) is shared.
      </p>
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        {KINDS.map(({ kind, title, icon, text }) => {
          const link = links.find((l) => l.kind === kind);
          const fresh = created[kind];
          return (
            <div
              key={kind}
              className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line p-4"
              data-testid={`share-${kind}`}
            >
              <div>
                <h3 className="flex items-center gap-2 font-semibold">
                  {icon}
                  {title}
                </h3>
                <p className="mt-1 text-sm text-fg-muted">{text}</p>
              </div>
              {fresh ? (
                <FreshLink url={fresh.url} label={title} />
              ) : (
                link && (
                  <p className="text-sm">
                    <Link2 aria-hidden="true" className="mr-1 inline size-4 text-herb" />
                    Active since {formatCreated(link.createdAt)}. Make a new one to share it again.
                  </p>
                )
              )}
              <div className="mt-auto flex flex-wrap gap-2">
                <Button size="sm" disabled={busy} onClick={() => void make(kind)}>
                  {link ? `New ${title.toLowerCase()}` : `Create ${title.toLowerCase()}`}
                </Button>
                {link && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => void revoke(link)}
                  >
                    Revoke
                  </Button>
                )}
              </div>
            </div>
          );
        })}
      </div>
      <h3 className="mt-5 font-semibold">Members ({members.length})</h3>
      {members.length === 0 ? (
        <p className="mt-1 text-sm text-fg-muted">No one has joined yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line" aria-label="Members">
          {members.map((m) => (
            <li key={m.userId} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <span className="font-semibold">{m.name}</span>
                <span className="block text-xs text-fg-muted">
                  Joined {formatCreated(m.joinedAt)}
                </span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => void remove(m.userId, m.name)}
                aria-label={`Remove ${m.name}`}
              >
                <UserMinus aria-hidden="true" className="size-4" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A link just made: its one showing, with Copy. */
function FreshLink({ url, label }: { url: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-2">
      <div className="flex min-w-0 gap-2">
        <input
          readOnly
          value={url}
          aria-label={label}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface-muted px-2 py-1 font-mono text-xs"
          data-testid="share-url"
        />
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => toast.error('Copy failed: select the link and copy it', ERROR_TOAST),
            );
          }}
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="text-xs text-fg-muted">
        Copy it now: it is shown only once, as we keep only a fingerprint of it.
      </p>
    </div>
  );
}

/** On a plan shared with the reader: whose it is, what they may do, and Leave. */
export function SharedWithYou({ plan }: { plan: MealPlanDetail }) {
  const { session } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function leave() {
    if (!session) return;
    setBusy(true);
    try {
      await removeMember(plan.id, session.user.id);
      queryClient.removeQueries({ queryKey: mealPlanKeys.detail(plan.id) });
      void queryClient.invalidateQueries({ queryKey: sharingKeys.sharedWithMe });
      toast.success('You left the plan', { duration: 3000 });
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      failed(error, 'Failed to leave the plan');
      setBusy(false);
    }
  }
  return (
    <div
      className="mt-4 flex flex-col gap-3 rounded-2xl border border-line bg-primary-soft/50 p-4 text-sm sm:flex-row sm:items-center sm:justify-between print:hidden"
      data-testid="shared-with-you"
    >
      <p className="flex gap-2">
        <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          <span className="font-semibold">Shared with you by {plan.userName}.</span> You can tick
          and edit the list together; only {plan.userName} can change or share the plan.
        </span>
      </p>
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => void leave()}
        className="self-start sm:self-auto"
      >
        <LogOut aria-hidden="true" className="size-4" />
        Leave plan
      </Button>
    </div>
  );
}
