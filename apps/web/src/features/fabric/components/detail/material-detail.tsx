import {
  type CategoryNode,
  fieldStates,
  type MaterialFabricDetail,
  type MaterialFormField,
  MaterialStatus,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Banknote, CircleAlert, Factory, FileText, NotebookPen, Palette, Ruler } from 'lucide-react';
import { useMemo } from 'react';
import { materialTagsQuery } from '@/api/lookups';
import { FormSection } from '@/components/form';
import { displayText } from '@/lib/format';
import { useSession } from '@/session/session';
import { materialCategoriesQuery } from '../../api/material';
import { FabricText } from '../../texts';
import { Chips, DetailFields, type DetailItem } from './detail-fields';
import { MaterialMedia } from './material-media';
import { MaterialDetailText as text } from './texts';

const label = FabricText.fields;

/** The category code of a material: its division's code in the category tree. */
const categoryCodeOf = (tree: readonly CategoryNode[] | undefined, divisionId: number) =>
  tree?.find((d) => d.id === divisionId)?.materialCode ?? '';

/** Session dictionary labels (season, sample_stage, develop_times, channel) of stored codes. */
const useDictionaryLabels = () => {
  const { dictionary } = useSession();
  return useMemo(
    () => (code: string, values: readonly string[]) => {
      const details = dictionary.find((d) => d.code === code)?.details ?? [];
      return values.map((v) => details.find((d) => d.dcode === v)?.dname ?? v);
    },
    [dictionary],
  );
};

/** 规格价格: the sub-price rows as the form's price table shows them. */
const SubPriceTable = ({ rows }: { rows: MaterialFabricDetail['subPriceList'] }) => {
  const t = FabricText.subList;
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-md border">
      <table aria-label={label.subList} className="w-full text-sm">
        <thead className="bg-muted/60 text-left text-muted-foreground">
          <tr>
            <th className="px-3 py-2 font-medium">{t.thickness}</th>
            <th className="px-3 py-2 font-medium">{t.width}</th>
            <th className="px-3 py-2 font-medium">{t.grain}</th>
            <th className="px-3 py-2 font-medium">{t.weight}</th>
            <th className="px-3 py-2 font-medium">{t.standardPrice}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.thickness}|${r.width}|${r.grain}`} className="border-t">
              <td className="px-3 py-2">{displayText(r.thickness)}</td>
              <td className="px-3 py-2">{displayText(r.width)}</td>
              <td className="px-3 py-2">{displayText(r.grain)}</td>
              <td className="px-3 py-2">{displayText(r.weight)}</td>
              <td className="px-3 py-2 tabular-nums">{displayText(r.standardPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/** 材料颜色: a swatch (colorRgb) with the colour's name and code. */
const ColorSwatches = ({ colors }: { colors: MaterialFabricDetail['colors'] }) =>
  colors.length === 0 ? null : (
    <ul aria-label={label.colors} className="flex flex-wrap gap-2">
      {colors.map((c) => (
        <li key={c.colorCode} className="flex items-center gap-2 rounded-md border px-2 py-1 text-xs">
          <span
            aria-hidden
            data-testid="color-swatch"
            className="size-4 rounded-sm border shadow-inner"
            style={{ backgroundColor: c.colorRgb }}
          />
          {c.colorName}
          <span className="text-muted-foreground">{c.colorCode}</span>
        </li>
      ))}
    </ul>
  );

/**
 * The material's fields, grouped as the material form groups them (基本信息, 规格参数, 纹路、特殊效果与颜色, 价格与交期,
 * 适用鞋厂与渠道, 材料说明, 图片与文件). A field shows when the form shows it for the category, or when it has a value.
 * The favorites view (publicView) leaves out the groups whose values are withheld.
 */
export const MaterialDetailView = ({
  material: m,
  form,
}: {
  material: MaterialFabricDetail;
  form: 'fabric' | 'recommend';
}) => {
  const categories = useQuery(materialCategoriesQuery());
  const tags = useQuery(materialTagsQuery());
  const labels = useDictionaryLabels();
  const categoryCode = categoryCodeOf(categories.data, m.divisionId);
  const states = fieldStates({
    categoryCode,
    sectionName: m.sectionName,
    form,
    status: m.status,
    editType: m.editType,
    newFlag: m.newFlag,
    values: m,
  });
  const publicView = m.publicView === true;
  const tagName = new Map((tags.data ?? []).map((t) => [t.id, t.tagName]));

  /** The form's field with its label, kept when the form shows it or it has a value. */
  const field = (name: keyof typeof label, value: DetailItem['value'], wide = false): DetailItem[] => {
    const hasValue = !(
      value === null ||
      value === undefined ||
      value === '' ||
      (Array.isArray(value) && !value.length)
    );
    return states[name as MaterialFormField]?.shown || hasValue ? [{ label: label[name], value, wide }] : [];
  };
  const chips = (values: readonly string[]) => (values.length ? <Chips values={values} /> : null);

  const basic: DetailItem[] = [
    { label: label.divisionId, value: m.divisionName },
    { label: label.sectionId, value: m.sectionName },
    { label: label.materialCode, value: m.materialCode },
    { label: label.materialName, value: m.materialName },
    ...field('fullMaterialName', m.fullMaterialName),
    ...field('unit', m.unit),
    ...field('sampleStages', chips(labels('sample_stage', m.sampleStages))),
    ...field('developTimes', m.developTimes ? labels('develop_times', [m.developTimes])[0] : null),
    ...field('bodyNo', m.bodyNo),
    ...field('seasons', chips(labels('season', m.seasons)), true),
    ...field('tags', chips(m.tags.map((id) => tagName.get(id) ?? String(id))), true),
  ];
  const spec: DetailItem[] = [
    ...field('thicknesses', chips(m.thicknesses)),
    ...field('widths', chips(m.widths)),
    ...field('widthTP', m.widthTP),
    ...field('weight', m.weight),
    ...field('standards', m.standards),
    ...field('weavePattern', m.weavePattern),
    ...field('structure', m.structure),
    ...field('yarnSpecification', m.yarnSpecification),
    ...field('needleCount', m.needleCount),
    ...field('density', m.density),
    ...field('hardness', m.hardness),
    ...field('softness', m.softness),
    ...field('oilContent', m.oilContent),
    ...field('propertiesCode', m.propertiesCode),
    ...field('mouldCode', m.mouldCode),
    ...field('insoleCloth', m.insoleCloth),
    ...field('insoleClothMaterialCode', m.insoleClothMaterialCode),
    ...field('lastNumber', m.lastNumber),
    ...field('base', m.base),
    ...field('physicalProperties', m.physicalProperties),
    ...field('promptClassification', m.promptClassification),
    ...field('techProp', m.techProp),
    ...field('colorProcessing', m.colorProcessing),
    ...field('processProcessing', m.processProcessing),
    ...field('otherProcessing', m.otherProcessing),
    ...field('technologyList', chips(m.technologyList)),
    ...field('cushionTreatmentList', chips(m.cushionTreatmentList)),
    ...field('element', m.element),
    ...field('elements', chips(m.elements.map((e) => `${e.element} ${e.proportion}%`)), true),
    ...field('leatherStretch', m.leatherStretch, true),
    ...field('texture', m.texture, true),
  ];
  const finish: DetailItem[] = [
    ...field('grains', chips(m.grains), true),
    ...field('effects', chips(m.effects.map((e) => e.effectName)), true),
    {
      label: label.colors,
      value: m.colorTotal === 1 ? text.allColors : <ColorSwatches colors={m.colors} />,
      wide: true,
    },
  ];
  const price: DetailItem[] = [
    { label: label.displayPrice, value: m.displayPrice },
    ...field('price', m.price),
    ...field('sampleDate', m.sampleDate),
    ...field('productDate', m.productDate),
    ...field('productNonDate', m.productNonDate),
  ];
  const supply: DetailItem[] = [
    {
      label: label.shoesFactorieCodes,
      value: m.shoeFactoryTotal === '1' ? text.allFactories : chips(m.shoesFactories.map((f) => f.shortName)),
      wide: true,
    },
    {
      label: label.channels,
      value: m.channelTotal === 1 ? FabricText.channelTotal : chips(labels('channel', m.channels)),
      wide: true,
    },
  ];
  const description: DetailItem[] = [
    { label: label.comment, value: m.comment, wide: true },
    { label: label.instructionsArr, value: chips(m.instructionsArr), wide: true },
  ];

  return (
    <div className="grid gap-5">
      <FormSection title={FabricText.sections.basic} icon={<NotebookPen />}>
        <DetailFields items={basic} />
      </FormSection>
      {spec.length > 0 && (
        <FormSection title={FabricText.sections.spec} icon={<Ruler />}>
          <DetailFields items={spec} />
        </FormSection>
      )}
      <FormSection title={FabricText.sections.finish} icon={<Palette />}>
        <DetailFields items={finish} />
      </FormSection>
      {!publicView && (
        <FormSection title={FabricText.sections.price} icon={<Banknote />}>
          <div className="grid gap-4">
            <DetailFields items={price} />
            <SubPriceTable rows={m.subPriceList} />
          </div>
        </FormSection>
      )}
      <FormSection title={FabricText.sections.supply} icon={<Factory />}>
        <DetailFields items={publicView ? supply.slice(1) : supply} />
      </FormSection>
      <FormSection title={FabricText.sections.description} icon={<FileText />}>
        <DetailFields items={description} />
      </FormSection>
      <MaterialMedia material={m} />
    </div>
  );
};

/** Statuses that carry the brand's remark as the rejection reason. */
export const showsRejection = (m: MaterialFabricDetail) => m.status === MaterialStatus.rejected && !!m.auditRemark;

/** 驳回原因: the brand's remark on a rejected material, above its detail and its form; nothing otherwise. */
export const RejectionNotice = ({ material }: { material: MaterialFabricDetail | null }) =>
  material && showsRejection(material) ? (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      <p>
        <span className="font-medium text-destructive">{FabricText.rejected}：</span>
        {material.auditRemark}
      </p>
    </div>
  ) : null;
