// The effect language shared by action spaces, engineers, factories and cards [spec §4.5].
import type { Quota } from '../types';

export interface Effect {
  steps?: Quota;
  industry?: number;
  take?: { loco?: number; factory?: number; either?: number };
  doublers?: number;
  rubles?: number;
  vp?: number;
  temp?: boolean;
  hire?: boolean;
  reuse?: boolean;
  endBonus?: boolean;
  /** Factory 1: VP = sum of the numbers of owned engineers. */
  vpEngineers?: boolean;
  /** Factory 8: VP = sum of the two highest locomotive numbers. */
  vpTopLocos?: boolean;
}
