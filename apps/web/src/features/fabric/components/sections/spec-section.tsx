import {
  addElementRow,
  filterNumberList,
  filterProportion,
  filterWeight,
  MaterialLimits as L,
  type MaterialPresetKind,
  materialHints,
  presetOptions,
  setElementName,
  setElementProportion,
  widthMessage,
} from '@portal/contract';
import { Ruler } from 'lucide-react';
import { useController, useWatch } from 'react-hook-form';
import {
  ElementTable,
  FieldLabel,
  FormSection,
  joinMeshChoices,
  MeshFabricPicker,
  splitMeshChoices,
} from '@/components/form';
import { useCushionTreatments, useElementOptions } from '../../api/material';
import { FabricText as text } from '../../texts';
import { fieldId, how, stateOf, useMaterialContext } from '../form-context';
import { ChoiceListField, ListField, NumberField, TextareaField, TextField } from '../material-fields';

const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/**
 * 成份信息: element rows with the contract's rules (previous row complete, duplicates, sum ≤ 100). The choices are the
 * category's preset elements (spec 001 §9: SL's PU, EVA, FOAM, TPU and their combinations) and those the supplier
 * uses (supplierNormalElement).
 */
const ElementsField = () => {
  const { form, states, warn, ready, categoryCode } = useMaterialContext();
  const rows = useController({ control: form.control, name: 'elements' });
  const [divisionId, sectionId] = form.watch(['divisionId', 'sectionId']);
  const used = useElementOptions(divisionId, sectionId);
  const state = stateOf(states, 'elements');
  if (!state.shown) return null;
  const options = [...new Set([...presetOptions('element', categoryCode), ...(used.data ?? [])])];
  return (
    <ElementTable
      id={fieldId('elements')}
      label={text.fields.elements}
      required={state.required}
      error={rows.fieldState.error?.message}
      options={options}
      value={rows.field.value}
      disabled={state.locked || !ready}
      rules={{
        filterProportion,
        addRow: addElementRow,
        setElement: setElementName,
        setProportion: setElementProportion,
      }}
      onChange={(next) => form.setValue('elements', next, how)}
      onMessage={warn}
    />
  );
};

/**
 * 鞋垫布 (sole): chosen from the mesh fabrics (queryMeshFabric); the names and the codes are stored comma-joined in
 * insoleCloth and insoleClothMaterialCode (spec 001 §3), the names judged by the 1-30 rule.
 */
const InsoleClothField = () => {
  const { form, states, ready } = useMaterialContext();
  const [names, codes] = useWatch({ control: form.control, name: ['insoleCloth', 'insoleClothMaterialCode'] });
  const state = stateOf(states, 'insoleCloth');
  if (!state.shown) return null;
  return (
    <MeshFabricPicker
      id={fieldId('insoleCloth')}
      label={<FieldLabel required={state.required}>{text.fields.insoleCloth}</FieldLabel>}
      error={form.formState.errors.insoleCloth?.message}
      value={splitMeshChoices(names, codes)}
      disabled={state.locked || !ready}
      onChange={(choices) => {
        const joined = joinMeshChoices(choices);
        form.setValue('insoleClothMaterialCode', joined.codes, how);
        form.setValue('insoleCloth', joined.names, how);
      }}
    />
  );
};

/** 规格参数: thickness, widths, weight, standards, weave and structure, composition and the category's own fields. */
export const SpecSection = () => {
  const { form, categoryCode } = useMaterialContext();
  const preset = (kind: MaterialPresetKind) => presetOptions(kind, categoryCode);
  const divisionId = form.watch('divisionId');
  const cushions = useCushionTreatments(divisionId, categoryCode === 'SL');

  return (
    <FormSection title={text.sections.spec} icon={<Ruler />}>
      <div className="grid items-start gap-x-6 gap-y-2 md:grid-cols-2 xl:grid-cols-4">
        <ListField
          name="thicknesses"
          placeholder={materialHints.thickness}
          hint={text.hints.thicknesses}
          presets={preset('thickness')}
        />
        <ListField
          name="widths"
          maxLength={L.width}
          placeholder={materialHints.width}
          hint={text.hints.widths}
          presets={preset('width')}
          check={widthMessage}
        />
        <TextField name="widthTP" maxLength={L.widthTP} filter={filterNumberList} />
        <TextField name="weight" maxLength={L.weight} options={asOptions(preset('weight'))} filter={filterWeight} />
        <TextField name="standards" hint={text.hints.standards} />
        <TextField name="weavePattern" maxLength={L.weavePattern} options={asOptions(preset('weavePattern'))} />
        <TextField name="structure" maxLength={L.structure} options={asOptions(preset('structure'))} />
        <TextField name="yarnSpecification" maxLength={L.yarnSpecification} />
        <TextField name="needleCount" />
        <TextField name="density" options={asOptions(preset('density'))} />
        <TextField name="hardness" options={asOptions(preset('hardness'))} />
        <NumberField name="softness" min={0} max={L.softnessMax} />
        <TextField name="oilContent" maxLength={L.oilContent} />
        <TextField name="propertiesCode" />
        <TextField name="mouldCode" />
        <TextField name="lastNumber" maxLength={L.lastNumber} />
        <TextField name="base" maxLength={L.base} hint={text.hints.base} />
        <TextField name="physicalProperties" />
        <TextField name="promptClassification" />
        <TextField name="techProp" />
        <TextField name="colorProcessing" />
        <TextField name="processProcessing" />
        <TextField name="otherProcessing" />
        <div className="md:col-span-2">
          <InsoleClothField />
        </div>
        <div className="md:col-span-2">
          <ListField name="technologyList" />
        </div>
        <div className="md:col-span-2">
          <ChoiceListField name="cushionTreatmentList" options={asOptions(cushions.data ?? [])} />
        </div>
        <div className="md:col-span-2">
          <TextField name="element" maxLength={L.composition} hint={text.hints.composition} />
        </div>
        <div className="md:col-span-2 xl:col-span-4">
          <ElementsField />
        </div>
        <div className="md:col-span-2">
          <TextareaField name="leatherStretch" maxLength={L.leatherStretch} />
        </div>
        <div className="md:col-span-2">
          <TextareaField name="texture" maxLength={L.texture} />
        </div>
      </div>
    </FormSection>
  );
};
