/** Form controls shared by the material forms (docs/architecture.md "Forms and rules"); fields go in ui/form-field. */
export { CountedTextarea, type CountedTextareaProps } from './counted-textarea';
export { FieldLabel, FormSection, GroupField } from './field-controls';
export { MaterialTagPicker, type MaterialTagPickerProps } from './material-tag-picker';
export { NativeSelect } from './native-select';
