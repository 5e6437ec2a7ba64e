/** The shoe upper fabric (鞋面料) and recommended material (推荐材料) dialogs (spec 001). */
export { MaterialDialog, type MaterialDialogProps, materialDialogTitle } from './components/material-dialog';
