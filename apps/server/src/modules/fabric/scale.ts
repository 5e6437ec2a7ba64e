import type { ScaleGenerator } from '../../kit/scale';
import { materialCodeOf } from './save';

/** The first generated id: codes stay six digits (materialCodeOf) and clear of the fixtures' ids. */
const firstId = 10_001;
const day = 86_400_000;

/** Who owns the generated materials: S10001 (demo `supplier`) half, S10023 (`hongda`) a tenth, the rest shared. */
const owners = (suppliers: string[]) => (r: number) =>
  r < 0.5 ? 'S10001' : r < 0.6 ? 'S10023' : suppliers[Math.floor(((r - 0.6) / 0.4) * suppliers.length)]!;
/** status 1 draft, 2 submitted, 3 approved, 5 rejected, in the proportions a busy supplier has. */
const statusOf = (r: number) => (r < 0.15 ? 1 : r < 0.4 ? 2 : r < 0.8 ? 3 : 5);
const units = ['SF', '码', '米', '双', '个', 'KG'];
const finishes = ['荔枝纹', '平纹', '摔纹', '磨砂', '油蜡', '压花', '珠光', '网眼'];
const thicknessSteps = ['0.6-0.8', '0.8-1.0', '1.0-1.2', '1.2-1.4', '1.4-1.6', '1.6-1.8'];
const account: Record<string, string> = { S10001: 'supplier', S10023: 'hongda' };

/**
 * SEED_SCALE: 100,000 materials per unit of the factor (docs/dev-kit.md "Scale"), across every division and section,
 * stage (a fifth recommended) and status, a tenth of the approved ones stopped; each with one to three thickness
 * sub-prices (the list's displayed price), a colour or two, and an effect on a third of them.
 */
export const scaleMaterials: ScaleGenerator = ({ factor, random, pick, insert, read, now }) => {
  const count = Math.round(100_000 * factor);
  const categories = read<{ id: number; parentId: number | null; name: string; materialCode: string | null }>(
    'SELECT id, parentId, name, materialCode FROM MaterialCategory ORDER BY id',
  );
  const divisions = categories.filter((c) => c.parentId === null && c.materialCode !== 'XN');
  const sections = new Map(divisions.map((d) => [d.id, categories.filter((c) => c.parentId === d.id)]));
  const suppliers = read<{ code: string }>(
    "SELECT code FROM Supplier WHERE typeCode = 'SUP' AND code NOT IN ('S10001', 'S10023') ORDER BY code",
  ).map((s) => s.code);
  const owner = owners(suppliers);
  const effects = read<{ id: number }>('SELECT id FROM FabricEffect ORDER BY id').map((e) => e.id);
  const colors = read<{ colorCode: string }>(
    "SELECT colorCode FROM Color WHERE colorCode NOT LIKE 'SC%' ORDER BY 1",
  ).map((c) => c.colorCode);
  // What the children need to know of each material, kept from its row.
  const made: { status: number; thicknesses: string[] }[] = [];
  insert('Material', count, (i) => {
    const id = firstId + i;
    const division = divisions[i % divisions.length]!;
    const section = pick(sections.get(division.id) ?? [division]);
    const supplierCode = owner(random());
    const status = statusOf(random());
    const finish = pick(finishes);
    const thicknesses = thicknessSteps.slice(i % 4, (i % 4) + 1 + Math.floor(random() * 3));
    made.push({ status, thicknesses });
    const low = 8 + random() * 60;
    const modifyTime = new Date(now - Math.floor(random() * 730 * day));
    const login = account[supplierCode] ?? supplierCode.toLowerCase();
    return {
      id,
      supplierCode,
      materialStage: random() < 0.2 ? 'recommend' : 'normal',
      divisionId: division.id,
      sectionId: section.id,
      materialName: `${section.name}${finish}${(i % 89) + 1}号`,
      fullMaterialName: `${section.name}${finish} ${thicknesses[0]}mm`,
      materialCode: status === 1 ? null : materialCodeOf(division.materialCode ?? 'QT', id),
      thicknesses,
      widths: [],
      grains: [],
      materialSubCodes: [],
      sampleStages: [],
      unit: units[division.id % units.length],
      price: `${low.toFixed(2)} ~ ${(low * 1.2).toFixed(2)}`,
      status,
      auditRemark: status === 5 ? '资料不完整，请补充检测报告' : null,
      colorTotal: i % 5 === 0 ? 1 : 0,
      fileHasComplete: random() < 0.6 ? 1 : 0,
      isCompleteData: status === 3 ? 1 : 0,
      hasFrozen: status === 3 && random() < 0.1 ? 1 : 0,
      newFlag: random() < 0.7 ? '1' : '0',
      createdBy: login,
      modifier: login,
      createTime: new Date(modifyTime.getTime() - Math.floor(random() * 60 * day)),
      modifyTime,
    };
  });
  let sub = 0;
  const subPrices = made.flatMap((m, i) => m.thicknesses.map((thickness, n) => ({ i, n, thickness })));
  insert('MaterialSubPrice', subPrices.length, (k) => {
    const { i, n, thickness } = subPrices[k]!;
    if (n === 0) sub = 10 + random() * 60;
    const price = Math.round((sub + n * 2.4) * 100) / 100;
    return { materialId: firstId + i, sort: n + 1, thickness, thicknessPrice: price, standardPrice: price };
  });
  if (effects.length)
    insert('MaterialEffect', Math.floor(count / 3), (k) => ({
      materialId: firstId + k * 3,
      effectId: effects[k % effects.length],
      sort: 1,
    }));
  if (colors.length)
    insert('MaterialColor', count * 2, (k) => ({
      materialId: firstId + (k >> 1),
      colorCode: colors[((k >> 1) * 7 + (k & 1) * 13) % colors.length],
      sort: (k & 1) + 1,
    }));
};
