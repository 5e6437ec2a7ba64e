import type { Effect, Grain } from '@portal/contract';

/** The grain and effect options of the chosen division, read once by the form (the rules count them too). */
export interface MaterialOptions {
  grains: Grain[];
  effects: Effect[];
  loadingGrains: boolean;
  loadingEffects: boolean;
}
