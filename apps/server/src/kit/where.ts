/** Small pieces of Prisma `where` that several resources build from. */

/** Reference rows offered to everyone (supplierCode null) or to one of these suppliers. */
export const offeredTo = (supplierCodes: readonly string[]) => ({
  OR: [{ supplierCode: null }, { supplierCode: { in: [...supplierCodes] } }],
});
