import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { submitCheckMessages } from '../../../shared/budget-rules';
import type { MealPlanListItem } from '../../../shared/meal-plan';
import { planFormErrorMessage, planFormSchema } from '../../../shared/plan-form';
import { Button } from '../../components/ui/button';
import { CenteredSpinner } from '../../components/ui/spinner';
import { UpgradeDialog } from '../../components/upgrade-dialog';
import { ApiRequestError } from '../../lib/api-client';
import {
  createMealPlan,
  fetchActiveMealPlan,
  fetchPlanQuote,
  mealPlanKeys,
} from '../../lib/meal-plans-api';
import { usePageMeta } from '../../lib/page-meta';
import {
  enabledStores,
  saveStoreChoice,
  storeKeys,
  useStoreChoice,
  useStoreSetup,
} from '../../lib/stores-api';
import type { Store } from '../../../shared/options';
import { showStillGeneratingToast, watchPlanGeneration } from '../../lib/plan-events';
import { SESSION_QUERY_KEY, hasUsedFreePlan, isSubscribed, useSession } from '../../lib/session';
import { PlanWizard } from './plan-wizard';
import {
  budgetCheckOf,
  initialForm,
  toQuoteRequest,
  toRequest,
  type WizardForm,
} from './wizard-form';
import {
  clearWizardForm,
  restoreWizardForm,
  saveWizardForm,
  stepFromHistoryState,
} from './wizard-session';

const LOGIN_REQUIRED_MESSAGE = 'Please log in to create a meal plan';
const START_FAILED_MESSAGE = 'Failed to start meal plan generation';
const FORM_ERROR_TOAST = 'plan-form-error';

type Gate = 'checking' | 'open' | 'active' | 'upgrade';

/** /create-plan: "Create Your Meal Plan" (spec sections 2, 4 and 5). */
export function CreatePlanRoute() {
  usePageMeta({
    title: 'Create Your Meal Plan',
    description: 'Choose meals, a store and a budget, and get a priced meal plan.',
    noindex: true,
  });
  const { session } = useSession();
  const subscribed = isSubscribed(session);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const active = useQuery({
    queryKey: mealPlanKeys.active,
    queryFn: ({ signal }) => fetchActiveMealPlan(signal),
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

  // Decided once on entry: creating a plan later changes both answers, and must not send
  // the person away from the page that just created it.
  const [gate, setGate] = useState<Gate>('checking');
  useEffect(() => {
    if (gate !== 'checking' || active.isPending) return;
    if (active.data) setGate('active');
    else if (hasUsedFreePlan(session)) setGate('upgrade');
    // A failed check lets the person in: the server enforces the same rules on create.
    else setGate('open');
  }, [gate, active.isPending, active.data, session]);

  useEffect(() => {
    if (gate === 'active') {
      showStillGeneratingToast();
      void navigate('/dashboard', { replace: true });
    } else if (gate === 'upgrade') {
      void navigate('/dashboard', { replace: true, state: { showUpgrade: true } });
    }
  }, [gate, navigate]);

  const userId = session?.user.id ?? '';
  const [restored] = useState(() => restoreWizardForm(userId, subscribed));
  const [form, setForm] = useState<WizardForm>(() => restored ?? initialForm(subscribed));
  const storeSetup = useStoreSetup();
  const storeChoice = useStoreChoice(Boolean(session));
  // A fresh wizard starts at the person's saved store and ZIP code (a restored one keeps its
  // own), when that store is still set up here.
  const choiceApplied = useRef(false);
  useEffect(() => {
    const saved = storeChoice.data;
    if (choiceApplied.current || restored || saved === undefined || !storeSetup.data) return;
    choiceApplied.current = true;
    if (!saved) return;
    const store = saved.store as Store;
    setForm((f) => ({
      ...f,
      store: enabledStores(storeSetup.data).has(store) ? store : f.store,
      zip: f.zip || saved.zip || '',
    }));
  }, [restored, storeChoice.data, storeSetup.data]);

  /** Saves the store and ZIP code when one is typed; the reason it could not, or null. */
  async function saveStore(): Promise<string | null> {
    const zip = form.zip.trim();
    if (zip === '' || form.store === 'target') return null;
    try {
      const saved = await saveStoreChoice({ store: form.store, zip });
      queryClient.setQueryData(storeKeys.choice, saved);
      return null;
    } catch (error) {
      return error instanceof ApiRequestError
        ? error.message
        : 'Your store could not be saved. Please try again.';
    }
  }
  useEffect(() => {
    if (userId) saveWizardForm(userId, form);
  }, [userId, form]);
  // Each step forward is a history entry, so the browser's Back goes to the step before and a
  // reload stays on the step (history state survives it).
  const location = useLocation();
  const step = stepFromHistoryState(location.state);
  function setStep(target: number) {
    if (target === step) return;
    if (target === step - 1 && step > 0) void navigate(-1);
    else void navigate(location.pathname, { state: { step: target }, replace: target < step });
  }
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [generationError, setGenerationError] = useState<string | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  function change(patch: Partial<WizardForm>) {
    setForm((f) => ({ ...f, ...patch }));
    setFormError(null);
  }

  async function submit() {
    // Spec section 5: every failing check, joined with ". ", the first one as a toast.
    const messages = submitCheckMessages(form);
    // The one minimum includes the cheapest real plan (issue 29): a budget no plan fits is
    // refused here, before it can fail and cost the free plan. Usually already cached.
    const choices = toQuoteRequest(form);
    setSubmitting(true);
    const quote = await queryClient
      .fetchQuery({
        queryKey: mealPlanKeys.quote(choices),
        queryFn: ({ signal }) => fetchPlanQuote(choices, signal),
        staleTime: 30_000,
      })
      .catch(() => null)
      .finally(() => setSubmitting(false));
    const budget = budgetCheckOf(form, quote?.cheapestCents);
    if (messages.length === 0 && !budget.valid && budget.message) messages.push(budget.message);
    if (messages.length > 0) {
      toast.error(messages[0]!, { id: FORM_ERROR_TOAST });
      setFormError(messages.join('. '));
      return;
    }
    if (!session) {
      toast.error(LOGIN_REQUIRED_MESSAGE);
      return;
    }
    const parsed = planFormSchema.safeParse(toRequest(form));
    if (!parsed.success) {
      const message = planFormErrorMessage(parsed.error);
      toast.error(message.split('. ')[0] ?? message, { id: FORM_ERROR_TOAST });
      setFormError(message);
      return;
    }

    setSubmitting(true);
    try {
      const plan = await createMealPlan(toRequest(form));
      clearWizardForm();
      // A complaint about an earlier attempt no longer applies.
      toast.dismiss(FORM_ERROR_TOAST);
      queryClient.setQueryData<MealPlanListItem[]>(mealPlanKeys.list, (plans) =>
        plans ? [plan, ...plans.filter((p) => p.id !== plan.id)] : [plan],
      );
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: mealPlanKeys.active });
      watchPlanGeneration(queryClient, plan.id);
      // Spec section 2: once generation has started, the person goes to the dashboard.
      void navigate('/dashboard');
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiRequestError && error.status === 401) {
        toast.error(LOGIN_REQUIRED_MESSAGE);
        return;
      }
      if (error instanceof ApiRequestError && error.code === 'UPGRADE_REQUIRED') {
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        setUpgradeOpen(true);
        return;
      }
      toast.error(START_FAILED_MESSAGE);
      setGenerationError(
        error instanceof Error && error.message ? error.message : START_FAILED_MESSAGE,
      );
    }
  }

  if (gate !== 'open') return <CenteredSpinner />;

  if (generationError) {
    return (
      <div
        role="alert"
        className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center"
      >
        <TriangleAlert aria-hidden="true" className="size-12 text-danger" />
        <h1 className="text-3xl font-bold tracking-tight">Error Generating Meal Plan</h1>
        <p className="text-fg-muted">{generationError}</p>
        <Button size="lg" onClick={() => setGenerationError(null)}>
          Try Again
        </Button>
      </div>
    );
  }

  return (
    <>
      <PlanWizard
        form={form}
        onChange={change}
        step={step}
        onStepChange={setStep}
        subscribed={subscribed}
        submitting={submitting}
        formError={formError}
        onSubmit={() => void submit()}
        storeSetup={storeSetup.data}
        storeChoice={storeChoice.data}
        onStoreStepDone={saveStore}
      />
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} />
    </>
  );
}
