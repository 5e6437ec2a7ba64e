import { MaterialList } from '../components/list/material-list';

/** fabricManage 鞋面料管理: the supplier's shoe upper fabrics (docs/domains/fabric.md "Lists"). */
export const FabricManagePage = () => <MaterialList kind="fabric" />;
