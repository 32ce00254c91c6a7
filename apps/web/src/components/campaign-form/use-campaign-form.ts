// The state of the campaign form: its values (Mantine form), the description's rich-text editor, the files chosen
// (a file too large is refused at once) and their upload's progress; shared by the admin's and the musician's form.
import { useForm } from '@mantine/form';
import { Link as LinkExtension } from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../lib/forms';
import { t } from '../../lib/i18n';
import { toast } from '../../lib/toasts';
import { CAMPAIGN_FIELD_OF, type CampaignFormValues, isTooLarge } from './values';

type Upload = (
  file: File,
  kind: 'image' | 'audio',
  onProgress: (percent: number) => void,
) => Promise<{ url: string; file_name: string }>;

export function useCampaignForm(initial: { values: CampaignFormValues; description: string }) {
  const form = useForm<CampaignFormValues>({ initialValues: initial.values });
  const [description, setDescription] = useState(initial.description);
  const [progress, setProgress] = useState<number | null>(null);
  const editor = useEditor({
    extensions: [StarterKit, LinkExtension],
    content: description,
    immediatelyRender: true,
    // the editable area is a textbox of its own: it needs the field's name
    editorProps: { attributes: { 'aria-label': t('cfDescription') } },
    onUpdate: ({ editor: e }) => setDescription(e.getHTML()),
  });

  const chooseFile = (field: 'album' | 'song') => (file: File | null) => {
    if (file && isTooLarge(file)) {
      form.setFieldValue(field, null);
      form.setFieldError(field, t('fileTooLarge'));
      toast.error(t('fileTooLarge'));
      return;
    }
    form.setFieldValue(field, file);
    form.clearFieldError(field);
  };

  /**
   * The chosen files of a pre-release campaign uploaded (cover first, then the song), with the files kept from
   * before; null when an upload failed (toasted).
   */
  async function uploadChosen(
    kept: { album: string | null; song: string | null },
    upload: Upload,
    isUploadError: (e: unknown) => e is Error,
  ) {
    const v = form.getValues();
    const files = { ...kept };
    try {
      if (v.preRelease && (v.album || v.song)) {
        setProgress(0);
        if (v.album) files.album = (await upload(v.album, 'image', (p) => setProgress(p / 2))).url;
        if (v.song) files.song = (await upload(v.song, 'audio', (p) => setProgress(50 + p / 2))).file_name;
      }
    } catch (error) {
      setProgress(null);
      toast.error(isUploadError(error) ? error.message : t('uploadUnexpected'));
      return null;
    }
    setProgress(null);
    return files;
  }

  /**
   * The body checked by its schema before anything is uploaded or sent: each issue on its field, the form's own
   * sentences (`own`) winning over the schema's for the same field; false when there is any.
   */
  function check(schema: z.ZodType, body: unknown, own: Record<string, string>) {
    const parsed = schema.safeParse(body);
    const errors = parsed.success ? own : { ...fieldErrors(parsed.error.issues, CAMPAIGN_FIELD_OF), ...own };
    if (Object.keys(errors).length === 0) return true;
    form.setErrors(errors);
    return false;
  }

  /** Back to the empty form with the default description (after a campaign is created). */
  function reset(values: CampaignFormValues, text: string) {
    form.setValues(values);
    editor?.commands.setContent(text);
    setDescription(text);
  }

  return { form, description, editor, progress, chooseFile, check, uploadChosen, reset };
}

export type CampaignFormState = ReturnType<typeof useCampaignForm>;
