import { type PurchaseDetail, soleChoiceInput } from '@portal/contract';
import { useState } from 'react';
import { PickerSearch } from '@/components/form/picker-search';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { displayText, formatNumber } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCostMaterials, useMatchSoleCost, useMateSole, useSoles } from '../api/purchase';
import { PurchaseText as text } from '../texts';
import { LineDialog } from './line-dialog';

/** 供应商成本材料 (get/querySupplierCostMaterial): the supplier's materials and prices, to compare the cost with. */
const CostMaterials = () => {
  const [keyword, setKeyword] = useState('');
  const { data } = useCostMaterials(keyword.trim());
  return (
    <section aria-label={text.costMaterials} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{text.costMaterials}</h3>
        <PickerSearch placeholder={text.costSearch} value={keyword} onChange={setKeyword} />
      </div>
      <div className="rounded-md border">
        <Table aria-label={text.costMaterials}>
          <TableHeader>
            <TableRow>
              <TableHead>{text.materialCode}</TableHead>
              <TableHead>{text.materialName}</TableHead>
              <TableHead>{text.unit}</TableHead>
              <TableHead className="text-right">{text.price}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data?.map((m) => (
              <TableRow key={m.materialCode}>
                <TableCell>{m.materialCode}</TableCell>
                <TableCell>{m.materialName}</TableCell>
                <TableCell>{displayText(m.unit)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(m.price)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {data?.length === 0 && <p className="p-3 text-sm text-muted-foreground">{text.noCostMaterials}</p>}
      </div>
    </section>
  );
};

const SoleForm = ({ line, onDone }: { line: PurchaseDetail; onDone: () => void }) => {
  const { data: soles } = useSoles(line.id);
  const [soleCode, setSoleCode] = useState(line.soleCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [cost, setCost] = useState<number | null | undefined>(undefined);
  const mate = useMateSole();
  const match = useMatchSoleCost();
  // The calls' own body (soleChoiceInput): a sole must be chosen.
  const chosen = () => {
    const checked = soleChoiceInput.safeParse({ detailId: line.id, soleCode });
    if (!checked.success) setError(checked.error.issues[0]?.message ?? null);
    return checked.success ? checked.data : null;
  };
  const mateSole = async () => {
    const body = chosen();
    if (!body) return;
    await mate.mutateAsync(body);
    notify.success(text.soleMatched);
  };
  const matchCost = async () => {
    const body = chosen();
    if (!body) return;
    const matched = await match.mutateAsync(body);
    setCost(matched.cost);
    notify.success(text.matchedCost(formatNumber(matched.cost)));
  };
  return (
    <div className="grid gap-4">
      <section aria-label={text.sole} className="rounded-md border">
        <Table aria-label={text.sole}>
          <TableHeader>
            <TableRow>
              <TableHead className="w-16">{text.choose}</TableHead>
              <TableHead>{text.sole}</TableHead>
              <TableHead>{text.soleName}</TableHead>
              <TableHead>{text.materialCode}</TableHead>
              <TableHead className="text-right">{text.cost}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {soles?.map((s) => (
              <TableRow key={s.soleCode} data-state={soleCode === s.soleCode ? 'selected' : undefined}>
                <TableCell>
                  <input
                    type="radio"
                    name="soleCode"
                    aria-label={`${text.choose} ${s.soleCode}`}
                    checked={soleCode === s.soleCode}
                    onChange={() => {
                      setSoleCode(s.soleCode);
                      setError(null);
                    }}
                  />
                </TableCell>
                <TableCell>{s.soleCode}</TableCell>
                <TableCell>{s.soleName}</TableCell>
                <TableCell>{displayText(s.materialCode)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatNumber(s.cost)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {soles?.length === 0 && <p className="p-3 text-sm text-muted-foreground">{text.noSoles}</p>}
      </section>
      <p className="text-sm" data-testid="matched-sole">
        {`${text.sole}: ${displayText(line.soleCode)} · ${text.soleCost}: `}
        <strong className="tabular-nums">{formatNumber(cost === undefined ? line.soleCost : cost)}</strong>
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <CostMaterials />
      <FormActions onCancel={onDone}>
        <Button type="button" variant="outline" pending={mate.isPending} onClick={() => void mateSole()}>
          {text.mateSole}
        </Button>
        <Button type="button" pending={match.isPending} onClick={() => void matchCost()}>
          {text.matchCost}
        </Button>
      </FormActions>
    </div>
  );
};

/**
 * 大底匹配: the soles a line may take (get/sole), matching one (matePurchaseSole) and its cost
 * (matchPurchaseSoleCost, which also records the sole), with the supplier's cost materials to compare.
 */
export const SoleDialog = ({ line, onClose }: { line: PurchaseDetail | null; onClose: () => void }) => (
  <LineDialog line={line} testId="sole-dialog" title={(l) => text.soleTitle(l.lineNo)} onClose={onClose}>
    {(l) => <SoleForm line={l} onDone={onClose} />}
  </LineDialog>
);
