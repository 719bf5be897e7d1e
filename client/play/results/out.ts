// The seats out of an online match, from its clock view (server/clock/model.ts outOfClock).
import type { OutReason } from '../../../games/common/module';
import type { ClockView } from '../clock/api';

export function outOfView(view: ClockView | null | undefined): Record<string, OutReason> {
  const out: Record<string, OutReason> = {};
  for (const [id, s] of Object.entries(view?.seats ?? {})) {
    if (s.resigned) out[id] = 'resigned';
    else if (s.abandoned) out[id] = 'left';
  }
  return out;
}
