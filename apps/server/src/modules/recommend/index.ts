import { defineModule } from '../../kit/module';
import { recommended } from '../fabric';

/** 推荐材料 (spec 001): the recommended list, its count and its export; saves go through fabric/saveOrUpdate. */
export const recommendModule = defineModule('recommend', {
  handlers: recommended.handlers,
});
