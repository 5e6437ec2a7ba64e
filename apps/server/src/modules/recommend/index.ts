import { api, MaterialStage } from '@portal/contract';
import { implement } from '../../binder';
import { defineModule } from '../../kit/module';
import { recommended } from '../fabric';
import { materialWhere } from '../fabric/records';

/** 推荐材料 (spec 001): the recommended list, its count and its export; saves go through fabric/saveOrUpdate. */
export const recommendModule = defineModule('recommend', {
  handlers: [
    ...recommended.handlers,
    implement(
      api.recommend.size,
      ({ body, db, auth }) =>
        db.material.count({ where: materialWhere(auth.supplierCode, MaterialStage.recommend, body) }),
      { read: true },
    ),
  ],
});
