/**
 * Texts of the material pickers (grain, effect, colour, factory, elements, risk notes). The spec's own words
 * (placeholders, 展开/收起, 全选/取消全选, 价格(¥)) are verbatim; the rest is this project's.
 */
export const PickerText = {
  grain: {
    search: '请输入要搜索的纹路名称',
    expand: '展开',
    collapse: '收起',
    selectAll: '全选',
    clearAll: '取消全选',
    none: '暂无可选纹路',
    noMatch: '没有匹配的纹路',
    single: '单选',
    multiple: '可多选',
    price: (price: number) => `浮动价 ¥${price.toFixed(2)}`,
    expires: (date: string) => `有效期至 ${date.slice(0, 10)}`,
  },
  effect: {
    search: '请输入要搜索的特殊效果',
    selectAll: '全选',
    clearAll: '取消全选',
    price: '价格(¥)',
    sort: '排序',
    sortLabel: (name: string) => `${name} 的排序`,
    none: '暂无可选特殊效果',
    noMatch: '没有匹配的特殊效果',
  },
  color: {
    search: '请输入颜色编码或名称',
    selectAll: '全选已加载',
    clearAll: '清空',
    allColors: '全部颜色',
    allColorsHint: '选择全部颜色后无需逐个选择',
    selected: (count: number) => `已选 ${count} 个颜色`,
    loaded: (loaded: number, total: number) => `已加载 ${loaded} / ${total}`,
    loading: '加载中…',
    end: '已全部加载',
    none: '没有匹配的颜色',
    remove: (name: string) => `移除 ${name}`,
  },
  factory: {
    all: '全部鞋厂',
    search: '搜索鞋厂简称或名称',
    none: '没有匹配的鞋厂',
    selected: (count: number) => `已选 ${count} 家鞋厂`,
    allChosen: '适用于全部鞋厂',
    remove: (name: string) => `移除 ${name}`,
  },
  elements: {
    element: '成份',
    proportion: '占比(%)',
    action: '操作',
    add: '添加成份',
    remove: (row: number) => `删除第 ${row} 行成份`,
    choose: '请选择成份',
    total: (sum: number) => `合计 ${sum}%`,
    empty: '暂无成份，请点击添加成份',
  },
  risks: {
    none: '该材料大类暂无风险提示',
  },
} as const;
