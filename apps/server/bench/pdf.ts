/**
 * The component-cost PDF (modules/component-cost/pdf.ts): CPU and wall time per sheet, over a run of sheets in one
 * process. `pnpm --filter @portal/server bench:pdf [count]` (default 30).
 */
import type { ComponentCost } from '@portal/contract';
import { costSheetPdf } from '../src/modules/component-cost/pdf';

const cost = {
  costNo: 'CC2026110001',
  styleNo: 'S24Q3001',
  styleName: '轻量跑鞋',
  seasonCode: '24Q3',
  componentCode: 'DD01',
  componentName: '大底',
  status: 1,
  items: [{ itemName: '橡胶', unitPrice: 12.5, quantity: 2, amount: 25, unit: 'kg' }],
  shoeFactoryNames: ['东莞鞋业一厂'],
  totalCost: 25,
  currency: 'CNY',
  inquiryDeadline: null,
  confirmTime: null,
  remark: null,
  auditRemark: null,
  closeReason: null,
  history: [{ operator: '张三', operateTime: '2026-11-01 10:00:00', action: '确认', remark: null }],
} as unknown as ComponentCost;

const count = Number(process.argv[2] ?? 30);
const cpu = process.cpuUsage();
const started = performance.now();
let bytes = 0;
for (let i = 0; i < count; i++)
  bytes += (await costSheetPdf(cost, '东莞市华彩鞋材科技有限公司', process.env.CJK_FONT_PATH ?? '')).length;
const used = process.cpuUsage(cpu);
console.log(
  `${count} cost-sheet PDFs: ${Math.round((performance.now() - started) / count)} ms wall and ${Math.round((used.user + used.system) / 1000 / count)} ms CPU each, ${Math.round(bytes / count / 1024)} KiB each`,
);
