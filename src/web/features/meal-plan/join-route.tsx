import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { CenteredSpinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api-client';
import { usePageMeta } from '../../lib/page-meta';
import { joinSharedPlan, sharingKeys } from '../../lib/plan-sharing-api';
import { ShareLinkMissing } from './share-link-missing';

/**
 * /join/:token, an invite link (issue 17): the signed-in person (the guard sends a visitor to
 * sign in and back) joins the plan's household and lands on the plan. One who has not finished
 * onboarding joins first too; the plan then sends them to onboarding, which ends on it (issue 29).
 */
export function JoinRoute() {
  usePageMeta({
    title: 'Join a shared meal plan',
    description: 'Join the household that shares this meal plan.',
    noindex: true,
  });
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // One join per visit, even when React runs the effect twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    joinSharedPlan(token).then(
      ({ planId, role }) => {
        void queryClient.invalidateQueries({ queryKey: sharingKeys.sharedWithMe });
        if (role === 'member') toast.success('You joined the shared plan', { duration: 3000 });
        void navigate(`/meal-plan/${planId}`, { replace: true });
      },
      (e: unknown) =>
        setError(
          e instanceof ApiRequestError && [400, 403, 404].includes(e.status)
            ? e.message
            : 'Failed to join the shared plan. Please try again.',
        ),
    );
  }, [token, navigate, queryClient]);
  if (error) return <ShareLinkMissing message={error} />;
  return <CenteredSpinner />;
}
