/** The setup guide's steps from a store's facts (repo/setup-guide.ts reads them). */
import { SETUP_STEPS, type SetupGuide, type SetupStep, type SetupStepKey } from '@mbo/contracts';
import type { SetupFacts } from '../repo/setup-guide';

const STEP: Record<SetupStepKey, (f: SetupFacts) => Omit<SetupStep, 'step'>> = {
  profile: (f) => ({ done: f.hasPhoto && f.hasAbout, record_id: null }),
  voucher: (f) => ({ done: f.firstVoucherId != null, record_id: f.firstVoucherId }),
  plan: (f) => ({ done: f.firstPlanWithVoucherId != null, record_id: f.firstPlanWithVoucherId }),
  payouts: (f) => ({ done: f.payoutsActive, record_id: null }),
  share: (f) => ({ done: f.linkOpened, record_id: null }),
};

export function setupGuide(facts: SetupFacts): SetupGuide {
  const steps = SETUP_STEPS.map((step) => ({ step, ...STEP[step](facts) }));
  const doneCount = steps.filter((s) => s.done).length;
  return {
    steps,
    done_count: doneCount,
    total: SETUP_STEPS.length,
    earning: facts.earning,
    dismissed: facts.dismissed,
    show: !facts.earning && !facts.dismissed && doneCount < SETUP_STEPS.length,
  };
}
