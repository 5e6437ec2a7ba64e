import { onAllColors, onAllFactories } from '@portal/contract';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { applyPatch } from './form-context';
import { emptyMaterial, type MaterialFormValues } from './material-values';

const materialForm = () =>
  renderHook(() => {
    const form = useForm<MaterialFormValues>({ defaultValues: emptyMaterial('normal') });
    // Read while rendering, as a form that shows it does: react-hook-form keeps only the state something reads.
    void form.formState.dirtyFields;
    return form;
  }).result;

describe('applyPatch: a contract patch lands in the material form as a control would set it', () => {
  it('sets what 全部颜色 and 全部鞋厂 set and clears the lists they replace', () => {
    const form = materialForm();
    act(() => {
      form.current.setValue('colors', [{ colorCode: 'C01', colorRgb: '#ff0000' }]);
      form.current.setValue('shoesFactorieCodes', ['F01', 'F02']);
    });
    act(() => applyPatch(form.current, onAllColors(1)));
    act(() => applyPatch(form.current, onAllFactories('1')));
    expect(form.current.getValues()).toMatchObject({
      colorTotal: 1,
      colors: [],
      shoeFactoryTotal: '1',
      shoesFactorieCodes: [],
    });
    // Marked as the user's change, so the save sees it and the live rules judge it.
    expect(form.current.formState.dirtyFields.colorTotal).toBe(true);
  });

  it('empties a text field the patch clears and leaves out a key the form does not hold', () => {
    const form = materialForm();
    act(() => form.current.setValue('weight', '300'));
    act(() => applyPatch(form.current, { weight: null, materialSubCodes: [] }));
    expect(form.current.getValues('weight')).toBe('');
    expect('materialSubCodes' in form.current.getValues()).toBe(false);
  });
});
