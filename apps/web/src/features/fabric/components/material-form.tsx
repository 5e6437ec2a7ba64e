import { type FieldState, fieldStates, type SimilarImage } from '@portal/contract';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RecordForm } from '@/components/ui/record-form';
import { notify } from '@/lib/notify';
import { useSession } from '@/session/session';
import { useEffectOptions, useGrainOptions } from '../api/material';
import { FabricText as text } from '../texts';
import { RejectionNotice } from './detail/material-detail';
import { type FieldStates, MaterialFormContext, type MaterialFormContextValue } from './form-context';
import { BasicSection } from './sections/basic-section';
import { DescriptionSection } from './sections/description-section';
import { FinishSection } from './sections/finish-section';
import { MediaSection } from './sections/media-section';
import type { MaterialOptions } from './sections/options';
import { PriceSection } from './sections/price-section';
import { SpecSection } from './sections/spec-section';
import { SupplySection } from './sections/supply-section';
import { SimilarImagesDialog } from './similar-images-dialog';
import type { MaterialFormState } from './use-material-form';

const shownRequired: FieldState = { shown: true, required: true, locked: false };

/** The contract's field states for the category, section, status, editType and the flags the form holds. */
const useFieldStates = (state: MaterialFormState): FieldStates => {
  const { form } = state;
  const [shoeFactoryTotal, channelTotal, colorTotal, weavePattern, newFlag, vrFileId, vrImgIds] = useWatch({
    control: form.control,
    name: ['shoeFactoryTotal', 'channelTotal', 'colorTotal', 'weavePattern', 'newFlag', 'vrFileId', 'vrImgIds'],
  });
  const vrImages = vrImgIds.length;
  return useMemo(() => {
    // Before a category is chosen only the category and the name can be filled.
    if (!state.categoryCode)
      return { divisionId: shownRequired, sectionId: shownRequired, materialName: shownRequired };
    return fieldStates({
      categoryCode: state.categoryCode,
      sectionName: state.sectionName,
      form: state.kind,
      status: state.status,
      editType: state.stored?.editType ?? null,
      newFlag,
      values: { shoeFactoryTotal, channelTotal, colorTotal, weavePattern, vrFileId, vrImages },
    });
  }, [
    state.categoryCode,
    state.sectionName,
    state.kind,
    state.status,
    state.stored,
    newFlag,
    shoeFactoryTotal,
    channelTotal,
    colorTotal,
    weavePattern,
    vrFileId,
    vrImages,
  ]);
};

/** The session's dictionary entries of a code as options (season, sample_stage, develop_times, channel). */
const useDictionary = () => {
  const { dictionary } = useSession();
  return useCallback(
    (code: string) =>
      (dictionary.find((d) => d.code === code)?.details ?? []).map((d) => ({ value: d.dcode, label: d.dname })),
    [dictionary],
  );
};

/**
 * The body and buttons of the shoe-upper and recommended material dialogs (spec 001 §2-5): one component per
 * section, every field shown, required and locked as the contract's `fieldStates` says, the rejection reason of
 * a rejected record, and the buttons its status allows (取消 replaces 暂存 for status 3 and 5; 转正 in the
 * recommend stage).
 */
export const MaterialFormBody = ({ state, onClose }: { state: MaterialFormState; onClose: () => void }) => {
  const { form } = state;
  const states = useFieldStates(state);
  const dictionary = useDictionary();
  const [similar, setSimilar] = useState<SimilarImage[] | null>(null);
  const [grainsValue, effectsValue, divisionId] = useWatch({
    control: form.control,
    name: ['grains', 'effects', 'divisionId'],
  });
  const editing = state.stored !== null;
  const scope = { divisionId, editing, grains: grainsValue, effects: effectsValue.map((e) => e.id) };
  const grains = useGrainOptions(scope);
  const effects = useEffectOptions(scope);
  const options: MaterialOptions = {
    grains: grains.data ?? [],
    effects: effects.data ?? [],
    loadingGrains: grains.isPending && divisionId !== null,
    loadingEffects: effects.isPending && divisionId !== null,
  };
  const available = {
    grains: grains.data ? grains.data.length : undefined,
    effects: effects.data ? effects.data.length : undefined,
  };

  const context: MaterialFormContextValue = {
    form,
    states,
    categoryCode: state.categoryCode,
    sectionName: state.sectionName,
    kind: state.kind,
    dictionary,
    ready: !state.loading,
    warn: notify.warning,
  };
  // The sections below 基本信息 (most of the ~190 fields) render in a transition after the category is known: the
  // first section shows the loaded values and takes input at once, the rest follows without blocking it.
  const sectionsCategory = useDeferredValue(state.categoryCode);
  const busy = state.loading || state.saving !== null;

  return (
    <MaterialFormContext.Provider value={context}>
      <RecordForm
        state={state}
        texts={text}
        buttons={
          <>
            {state.buttons.cancel && (
              <Button variant="outline" onClick={onClose}>
                {text.buttons.cancel}
              </Button>
            )}
            {state.buttons.draft && (
              <Button
                variant="secondary"
                disabled={busy}
                pending={state.saving === 'draft'}
                onClick={() => state.request('draft', available)}
              >
                {text.buttons.draft}
              </Button>
            )}
            {state.buttons.submit && (
              <Button
                disabled={busy}
                pending={state.saving === 'submit'}
                onClick={() => state.request('submit', available)}
              >
                {text.buttons.submit}
              </Button>
            )}
            {state.buttons.regularize && (
              <Button
                disabled={busy}
                pending={state.saving === 'regularize'}
                onClick={() => state.request('regularize', available)}
              >
                {text.buttons.regularize}
              </Button>
            )}
          </>
        }
      >
        <div className="grid gap-5">
          <RejectionNotice material={state.stored} />
          {state.completeData && <p className="text-sm text-muted-foreground">{text.completeData}</p>}
          <BasicSection state={state} />
          {state.categoryCode && sectionsCategory && (
            <>
              <SpecSection />
              <FinishSection options={options} />
              <PriceSection options={options} />
              <SupplySection />
              <DescriptionSection />
              <MediaSection files={state} onSimilar={setSimilar} />
            </>
          )}
        </div>
      </RecordForm>

      <ConfirmDialog
        testId="material-confirm"
        message={state.confirmMessage}
        onConfirm={() => void state.confirm()}
        onCancel={state.cancelConfirm}
      />
      <SimilarImagesDialog hits={similar} onClose={() => setSimilar(null)} />
    </MaterialFormContext.Provider>
  );
};
