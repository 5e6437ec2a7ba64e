import type { MaterialFabricDetail } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { emptyMaterial, fromDetail, toSaveBody } from './material-values';

const filled = () => ({
  ...emptyMaterial('normal'),
  materialName: '橡胶大底',
  materialCode: 'SL000009',
  bodyNo: ' xt-001 , ab2 ',
  base: ' 平底，坡跟 ',
  technologyList: ['冷粘', '硫化'],
  cushionTreatmentList: ['气垫', '凝胶'],
  instructionsArr: ['色差风险', '脱胶风险'],
});

describe('the save body (spec 001 §3)', () => {
  it('a new record starts as the spec says: not all factories, no flags, newFlag 1', () => {
    const body = toSaveBody(emptyMaterial('normal'), 1);
    expect(body).toMatchObject({
      id: null,
      shoeFactoryTotal: '0',
      channelTotal: 0,
      colorTotal: 0,
      newFlag: '1',
      materialStage: 'normal',
      // Empty texts are sent as null, not ''.
      unit: null,
      base: null,
      instructions: null,
      technology: null,
      status: 1,
    });
    expect(toSaveBody(emptyMaterial('recommend'), 2).materialStage).toBe('recommend');
  });

  it('the code is sent null on 提交 (the server gives it) and kept by 暂存', () => {
    expect(toSaveBody(filled(), 2).materialCode).toBeNull();
    expect(toSaveBody(filled(), 3).materialCode).toBeNull();
    expect(toSaveBody(filled(), 1).materialCode).toBe('SL000009');
  });

  it('each body number trimmed and upper-cased; the sole’s lists joined with commas, the risk notes with ;', () => {
    expect(toSaveBody(filled(), 1)).toMatchObject({
      bodyNo: 'XT-001,AB2',
      base: '平底,坡跟',
      technology: '冷粘,硫化',
      cushionTreatment: '气垫,凝胶',
      instructions: '色差风险;脱胶风险',
    });
  });

  it('a stored record’s joined texts come back as the lists the form edits', () => {
    const stored = {
      ...toSaveBody(filled(), 1),
      technologyList: [],
      cushionTreatmentList: [],
      instructionsArr: [],
      elements: [],
      effects: [],
      colors: [],
      subList: [],
      subPriceList: [],
      status: 3,
    } as unknown as MaterialFabricDetail;
    expect(fromDetail(stored, 'normal')).toMatchObject({
      technologyList: ['冷粘', '硫化'],
      cushionTreatmentList: ['气垫', '凝胶'],
      instructionsArr: ['色差风险', '脱胶风险'],
      base: '平底,坡跟',
      status: 3,
    });
  });
});
