import { stateRule } from '../../state-rules';
import { ComponentParamStatus, ComponentParamMessages as M } from './rules';

/** A parameter set in use (启用) stays until it is disabled (停用): costs may be computed from it. Takes the stored number. */
export const componentParamDeletable = stateRule<{ status: number }>(
  M.deleteEnabled,
  (p) => p.status === ComponentParamStatus.disabled,
);
