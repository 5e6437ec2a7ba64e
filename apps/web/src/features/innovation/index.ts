/** The innovation material (创新材料, spec 001): its upload/edit dialog. */
export { InnovationDialog, type InnovationDialogProps } from './components/innovation-dialog';
