import { type PurchaseDetail, subCodeInput } from '@portal/contract';
import { useState } from 'react';
import { NativeSelect } from '@/components/form';
import { PickerSearch } from '@/components/form/picker-search';
import { SmallField } from '@/components/form/small-field';
import { FormActions } from '@/components/ui/form-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { displayText } from '@/lib/format';
import { notify } from '@/lib/notify';
import {
  useMaterialAttrs,
  useMaterialByCode,
  useMaterialSubCodes,
  useSupplierMaterials,
  useUpdateSubCode,
} from '../api/purchase';
import { PurchaseText as text } from '../texts';
import { LineDialog } from './line-dialog';

type Chosen = { id: number; materialCode: string; materialName: string };
type Attrs = { width: string; thickness: string; grain: string };
const noAttrs: Attrs = { width: '', thickness: '', grain: '' };

/** 选择材料's first step: the supplier's materials by code or name (get/supplierMaterials), one to choose. */
const MaterialSearch = ({ chosen, onChoose }: { chosen: Chosen | null; onChoose: (m: Chosen) => void }) => {
  const [keyword, setKeyword] = useState('');
  const { data } = useSupplierMaterials(keyword.trim());
  return (
    <section aria-label={text.material} className="grid gap-2">
      <PickerSearch placeholder={text.materialSearch} value={keyword} onChange={setKeyword} />
      <div className="rounded-md border">
        <Table aria-label={text.material}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-16">{text.choose}</TableHead>
              <TableHead>{text.materialCode}</TableHead>
              <TableHead>{text.materialName}</TableHead>
              <TableHead>{text.width}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data?.data.map((m) => (
              <TableRow key={m.id} data-state={chosen?.id === m.id ? 'selected' : undefined}>
                <TableCell>
                  <input
                    type="radio"
                    name="material"
                    aria-label={`${text.choose} ${m.materialCode}`}
                    checked={chosen?.id === m.id}
                    onChange={() => onChoose(m)}
                  />
                </TableCell>
                <TableCell>{m.materialCode}</TableCell>
                <TableCell>{m.materialName}</TableCell>
                <TableCell className="whitespace-normal">{m.widths.join(' / ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {data?.data.length === 0 && <p className="p-3 text-sm text-muted-foreground">{text.noMaterials}</p>}
      </div>
    </section>
  );
};

/** The material's widths, thicknesses and grains (materialAttrs/{id}): each narrows the sub-codes. */
const AttrFilters = ({ id, value, onChange }: { id: number; value: Attrs; onChange: (a: Attrs) => void }) => {
  const { data } = useMaterialAttrs(id);
  if (!data) return null;
  const lists: [keyof Attrs, string, string[]][] = [
    ['width', text.width, data.widths],
    ['thickness', text.thickness, data.thicknesses],
    ['grain', text.grain, data.grains],
  ];
  return (
    <div className="flex flex-wrap gap-3">
      {lists
        .filter(([, , options]) => options.length > 0)
        .map(([key, label, options]) => (
          <SmallField key={key} label={label}>
            {(id) => (
              <NativeSelect
                id={id}
                className="w-36"
                value={value[key]}
                onChange={(e) => onChange({ ...value, [key]: e.target.value })}
              >
                <option value="">{text.all}</option>
                {options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </NativeSelect>
            )}
          </SmallField>
        ))}
    </div>
  );
};

/** The sub-codes of a material (materialSubCode), narrowed by the attributes; one to choose. */
const SubCodeChoice = ({
  materialCode,
  attrs,
  current,
  value,
  onChange,
}: {
  materialCode: string;
  attrs: Attrs;
  current: string | null;
  value: string;
  onChange: (code: string) => void;
}) => {
  const { data } = useMaterialSubCodes({
    materialCode,
    ...(attrs.width && { width: attrs.width }),
    ...(attrs.thickness && { thickness: attrs.thickness }),
    ...(attrs.grain && { grain: attrs.grain }),
  });
  return (
    <section aria-label={text.subCode} className="rounded-md border">
      <Table aria-label={text.subCode}>
        <TableHeader>
          <TableRow>
            <TableHead className="w-16">{text.choose}</TableHead>
            <TableHead>{text.subCode}</TableHead>
            <TableHead>{text.width}</TableHead>
            <TableHead>{text.thickness}</TableHead>
            <TableHead>{text.grain}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data?.map((s) => (
            <TableRow key={s.materialSubCode} data-state={value === s.materialSubCode ? 'selected' : undefined}>
              <TableCell>
                <input
                  type="radio"
                  name="materialSubCode"
                  aria-label={`${text.choose} ${s.materialSubCode}`}
                  checked={value === s.materialSubCode}
                  onChange={() => onChange(s.materialSubCode)}
                />
              </TableCell>
              <TableCell>
                {s.materialSubCode}
                {s.materialSubCode === current && (
                  <span className="ml-2 text-xs text-muted-foreground">{`(${text.current})`}</span>
                )}
              </TableCell>
              <TableCell>{displayText(s.width)}</TableCell>
              <TableCell>{displayText(s.thickness)}</TableCell>
              <TableCell>{displayText(s.grain)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data?.length === 0 && <p className="p-3 text-sm text-muted-foreground">{text.noSubCodes}</p>}
    </section>
  );
};

const MaterialForm = ({
  line,
  mode,
  onDone,
}: {
  line: PurchaseDetail;
  mode: 'material' | 'subCode';
  onDone: () => void;
}) => {
  const own = useMaterialByCode(line.materialCode).data;
  const [picked, setPicked] = useState<Chosen | null>(null);
  const chosen = picked ?? own ?? null;
  const [attrs, setAttrs] = useState<Attrs>(noAttrs);
  const [subCode, setSubCode] = useState(line.materialSubCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateSubCode();
  const choose = (m: Chosen) => {
    setPicked(m);
    setAttrs(noAttrs);
    setSubCode('');
  };
  const save = async () => {
    // The call's own body (subCodeInput): a sub code must be chosen.
    const checked = subCodeInput.safeParse({ detailId: line.id, materialSubCode: subCode });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    await update.mutateAsync(checked.data);
    notify.success(text.saved);
    onDone();
  };
  return (
    <div className="grid gap-4">
      {mode === 'material' && <MaterialSearch chosen={chosen} onChoose={choose} />}
      {chosen && (
        <>
          <p className="text-sm font-medium" data-testid="chosen-material">
            {text.chosenMaterial(chosen.materialCode, chosen.materialName)}
          </p>
          <AttrFilters id={chosen.id} value={attrs} onChange={setAttrs} />
          <SubCodeChoice
            materialCode={chosen.materialCode}
            attrs={attrs}
            current={chosen.materialCode === line.materialCode ? line.materialSubCode : null}
            value={subCode}
            onChange={(code) => {
              setSubCode(code);
              setError(null);
            }}
          />
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <FormActions onCancel={onDone} pending={update.isPending} onSubmit={() => void save()} />
    </div>
  );
};

/**
 * 选择材料 (mode material): the supplier's materials, the chosen one's widths, thicknesses and grains, and its
 * sub-codes; saving the sub-code (updateSubCode) gives the line that material, sub-code, width and thickness.
 * 材料子编码 (mode subCode): the same without the search, for the line's own material.
 */
export const MaterialDialog = ({
  line,
  mode,
  onClose,
}: {
  line: PurchaseDetail | null;
  mode: 'material' | 'subCode';
  onClose: () => void;
}) => (
  <LineDialog
    line={line}
    testId="material-dialog"
    title={(l) => (mode === 'material' ? text.chooseMaterialTitle(l.lineNo) : text.subCodeTitle(l.lineNo))}
    description={(l) => `${l.purchaseNo} · ${l.materialCode} ${l.materialName} · ${displayText(l.materialSubCode)}`}
    onClose={onClose}
  >
    {(l) => <MaterialForm line={l} mode={mode} onDone={onClose} />}
  </LineDialog>
);
