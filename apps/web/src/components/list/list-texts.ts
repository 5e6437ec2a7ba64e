/**
 * Texts of the list kit's selection, sort and batch export. They belong with AppText.list
 * (lib/texts.ts); kept here until they move there.
 */
export const ListText = {
  selectPage: '选择本页全部行',
  selectRow: (key: string | number) => `选择 ${key}`,
  selected: (count: number) => `已选 ${count} 条`,
  clearSelection: '清空选择',
  exportSelected: (count: number) => `导出所选 (${count})`,
  /** The title of a sortable header: what the next click does. */
  sortNext: { asc: '点击升序', desc: '点击降序', none: '点击取消排序' },
} as const;
