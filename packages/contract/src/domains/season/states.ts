import { lifecycle } from '../../state-rules';
import { SeasonStatus as S, type SeasonStatusValue } from './rules';

/** The season order's lifecycle (docs/domains/season.md). */
export const seasonLifecycle = lifecycle<SeasonStatusValue, 'accept' | 'edit' | 'deliver' | 'close' | 'remove'>(
  {
    accept: { from: [S.toAccept], to: S.accepted, refused: '只有待接单的调料单可以接单' },
    edit: { from: [S.toAccept, S.accepted], refused: '调料单已开始交付或已完结，不能编辑' },
    deliver: { from: [S.accepted, S.delivering], refused: '调料单未接单或已完结，不能交付' },
    close: { from: [S.toAccept, S.accepted, S.delivering], to: S.closed, refused: '调料单已交付或已关闭，不能关闭' },
    remove: { from: [S.toAccept, S.closed], refused: '只有待接单或已关闭且未交付的调料单可以删除' },
  },
  S,
);
