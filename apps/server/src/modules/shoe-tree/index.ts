import { fixture, fixtureDate } from '../../db/fixtures';
import { defineModule } from '../../kit/module';

/** 鞋楦 (shoe lasts). No call is implemented yet; the borrows it seeds feed the dashboard and lookups.hasBorrow. */
export const shoeTreeModule = defineModule('shoeTree', {
  fixtures: [
    fixture('borrows', 'borrow', (r) => ({
      supplierCode_shoeTreeCode_borrowTime: {
        supplierCode: r.supplierCode,
        shoeTreeCode: r.shoeTreeCode,
        borrowTime: fixtureDate(String(r.borrowTime)),
      },
    })),
  ],
});
