/** The innovation material (创新材料, spec 001): its upload/edit dialog and the query keys a list page reloads by. */
export { innovationKeys } from './api/innovation';
export { InnovationDialog, type InnovationDialogProps } from './components/innovation-dialog';
