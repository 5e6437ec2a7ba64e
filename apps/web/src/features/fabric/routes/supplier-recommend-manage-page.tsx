import { MaterialList } from '../components/list/material-list';
import { RecommendCount } from '../components/list/recommend-count';

/**
 * supplierRecommendManage 推荐材料: the supplier's recommended materials with their count (docs/domains/fabric.md
 * "Lists"). It lives in the fabric feature: the list, the dialog and the calls are the fabric ones.
 */
export const SupplierRecommendManagePage = () => <MaterialList kind="recommend" headerExtra={<RecommendCount />} />;
