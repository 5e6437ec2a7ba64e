/** Form controls and pickers shared by every feature's forms (docs/architecture.md "Forms and field rules"); fields go in ui/form-field. */

export { CheckOption } from './check-option';
export { type ChosenColor, ColorPicker, type ColorPickerProps } from './color-picker';
export { type ContractResolverOptions, contractResolver, type FormValues } from './contract-resolver';
export { CountedTextarea, type CountedTextareaProps } from './counted-textarea';
export { type ChosenEffect, EffectPicker, type EffectPickerProps, effectSort } from './effect-picker';
export { type ElementRowValue, ElementTable, type ElementTableProps, type ElementTableRules } from './element-table';
export { FactoryPicker, type FactoryPickerProps } from './factory-picker';
export { FieldLabel, FormSection, GroupField } from './field-controls';
export { GrainPicker, type GrainPickerProps } from './grain-picker';
export { MaterialCodeField } from './material-code-field';
export { MaterialTagPicker, type MaterialTagPickerProps } from './material-tag-picker';
export {
  joinMeshChoices,
  type MeshFabricChoice,
  MeshFabricPicker,
  type MeshFabricPickerProps,
  splitMeshChoices,
} from './mesh-fabric-picker';
export { NativeSelect } from './native-select';
export { NewPasswordFields, PasswordField, type PasswordFieldProps } from './password-fields';
export { joinRiskNotes, RiskNotes, type RiskNotesProps, splitRiskNotes } from './risk-notes';
