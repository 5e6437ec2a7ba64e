import type { ScaleGenerator } from '../../kit/scale';

const hues = ['红', '橙', '黄', '绿', '青', '蓝', '紫', '粉', '棕', '灰', '米', '卡其', '藏青', '酒红', '墨绿'];
const tones = ['浅', '深', '亮', '哑光', '雾', '暗', '荧光', '复古'];

/** SEED_SCALE: 10,000 colours per unit of the factor (the colour picker pages them 100 at a time). */
export const scaleColors: ScaleGenerator = ({ factor, random, pick, insert }) =>
  insert('Color', Math.round(10_000 * factor), (i) => ({
    colorCode: `SC${String(i + 1).padStart(6, '0')}`,
    colorName: `${pick(tones)}${pick(hues)}${(i % 97) + 1}`,
    colorRgb: `#${Math.floor(random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`,
  }));
