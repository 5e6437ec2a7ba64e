import { stateRule } from '../../state-rules';
import { ComponentParamStatus, type ComponentParamStatusValue, ComponentParamMessages as M } from './rules';

/** A parameter set in use (启用) stays until it is disabled (停用): costs may be computed from it. */
export const componentParamDeletable = stateRule<{ status: ComponentParamStatusValue }>(
  M.deleteEnabled,
  (p) => p.status === ComponentParamStatus.disabled,
);
