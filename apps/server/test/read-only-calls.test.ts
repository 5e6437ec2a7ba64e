import { catalogue } from '@portal/contract';
import { describe, expect } from 'vitest';
import { bindCatalogue, implement } from '../src/binder';
import { readOnlyCall } from '../src/db/adapter';
import { implementations } from '../src/modules';
import { env, internalTest, useContractStub } from './helper';

const adapter = internalTest.because('runs statements through the stub’s database adapter');

/**
 * Calls the contract declares `readOnly` (docs/dev-kit.md "Read-only calls"): the read-only contract suite sends only
 * these to a host, so the stub makes sure they cannot write, whatever their input.
 */
describe('read-only calls', () => {
  const { db } = useContractStub();

  adapter('refuse every statement that can change a row while one runs, and allow reads', async () => {
    const material = await db().material.findFirstOrThrow({ where: { supplierCode: 'S10001' } });
    // Awaited inside, as the binder does: a Prisma promise runs its query when first awaited.
    const inside = <T>(work: () => PromiseLike<T>) => readOnlyCall.run('fabric.list', async () => await work());

    await expect(
      inside(() => db().material.update({ where: { id: material.id }, data: { materialName: '改名' } })),
    ).rejects.toThrow(/fabric\.list is declared read-only but attempted a write/);
    await expect(
      inside(() => db().$executeRawUnsafe('UPDATE Material SET materialName = ? WHERE id = ?', '改名', material.id)),
    ).rejects.toThrow(/declared read-only/);
    await expect(
      inside(() => db().$queryRawUnsafe('DELETE FROM Material WHERE id = ? RETURNING id', material.id)),
    ).rejects.toThrow(/declared read-only/);
    await expect(inside(() => db().material.count({ where: { id: material.id } }))).resolves.toBe(1);

    const after = await db().material.findUniqueOrThrow({ where: { id: material.id } });
    expect(after.materialName).toBe(material.materialName);
    // Outside a read-only call the same write goes through.
    await db().material.update({ where: { id: material.id }, data: { auditRemark: 'outside' } });
    expect((await db().material.findUniqueOrThrow({ where: { id: material.id } })).auditRemark).toBe('outside');
  });

  adapter('keep answers in memory only for calls declared read-only', async () => {
    const write = catalogue.find((c) => !c.readOnly && !c.public)!;
    const fake = { decorate: () => {}, route: () => {} } as unknown as Parameters<typeof bindCatalogue>[0];
    expect(() => bindCatalogue(fake, env, [implement(write, () => null as never, { read: true })])).toThrow(
      `${write.id} keeps its answers but may write`,
    );
    // Every call the stub keeps answers for is read-only.
    for (const i of implementations) if (i.read || i.reference) expect(i.call.readOnly, i.call.id).toBe(true);
  });
});
