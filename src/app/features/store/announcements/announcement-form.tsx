import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import {
  ANNOUNCEMENT_MAX,
  type Announcement,
  AnnouncementForm as AnnouncementFormSchema,
} from '../../../../contract/store-promotions';
import { toDateTimeLocal } from '../../../lib/dates';
import { announcementQuery, useSaveAnnouncement } from '../../../queries/store-promotions';
import { RecordState } from '../../../ui/record-state';
import { STORE_HEADINGS } from '../headings';
import { toast } from '../../../ui/toast';
import { ActiveCheck, FormTextField, PromotionForm, ScheduleFields } from '../promotion-fields';
import { BackToAnnouncements, PromotionsFrame } from '../promotions-frame';
import { errorText } from '../../../lib/error-text';
import { recordQuery } from '../../../lib/record-id';
import '../../../ui/form-layout.css';
import { validateWith } from '../../../lib/form-validation';

export interface AnnouncementFormProps {
  announcement?: Announcement;
}

/** Create or edit an announcement: the message, an optional link, and when it shows. */
export function AnnouncementForm({ announcement }: AnnouncementFormProps) {
  const formId = useId();
  const navigate = useNavigate();
  const save = useSaveAnnouncement(announcement?.id ?? null);
  const [form, fields] = useForm({
    id: `announcement-${formId}`,
    defaultValue: announcement
      ? {
          message: announcement.message,
          link: announcement.link,
          show_from: toDateTimeLocal(announcement.show_from),
          show_until: announcement.show_until ? toDateTimeLocal(announcement.show_until) : '',
          active: announcement.active ? 'on' : '',
        }
      : { show_from: toDateTimeLocal(new Date()), active: 'on' },
    ...validateWith(AnnouncementFormSchema, { coerce: false }),
    onSubmit: (e, { submission }) => {
      e.preventDefault();
      if (submission?.status !== 'success') return;
      const value = submission.value;
      save.mutate(
        {
          ...value,
          show_from: new Date(value.show_from).toISOString(),
          show_until: value.show_until ? new Date(value.show_until).toISOString() : null,
        },
        {
          onSuccess: () => {
            toast.success(announcement ? 'Announcement saved.' : 'Announcement created.');
            void navigate({ to: '/dashboard/store/announcements' });
          },
        },
      );
    },
  });
  const descriptionId = `${fields.message.id}-description`;
  return (
    <PromotionForm
      formProps={getFormProps(form)}
      title="Announcement"
      error={save.isError ? errorText(save.error) : null}
      isPending={save.isPending}
      submitLabel={announcement ? 'Save announcement' : 'Create announcement'}
    >
      <div className="field">
        <label className="field-label" htmlFor={fields.message.id}>
          Message
        </label>
        <p id={descriptionId} className="field-description">
          Shown at the top of your store, at most {ANNOUNCEMENT_MAX} characters.
        </p>
        <textarea
          {...getInputProps(fields.message, { type: 'text' })}
          key={fields.message.key}
          id={fields.message.id}
          className="input promo-message"
          rows={3}
          maxLength={ANNOUNCEMENT_MAX}
          aria-describedby={fields.message.errors?.[0] ? `${descriptionId} ${fields.message.id}-error` : descriptionId}
          aria-invalid={fields.message.errors?.[0] ? true : undefined}
        />
        {fields.message.errors?.[0] ? (
          <p id={`${fields.message.id}-error`} className="field-error">
            {fields.message.errors[0]}
          </p>
        ) : null}
      </div>
      <div className="form-columns">
        <FormTextField
          field={fields.link}
          type="url"
          label="Link"
          description="Where a visitor goes on tapping it (optional)."
          inputMode="url"
          autoCapitalize="none"
        />
        <ScheduleFields
          from={fields.show_from}
          until={fields.show_until}
          fromLabel="Show from"
          untilLabel="Show until"
          untilHint="Leave empty to keep showing it."
        />
      </div>
      <ActiveCheck field={fields.active}>On (show it in its time window)</ActiveCheck>
    </PromotionForm>
  );
}

/** store/announcements/create */
export function AnnouncementCreateScreen() {
  return (
    <PromotionsFrame
      heading={STORE_HEADINGS['/dashboard/store/announcements/create']}
      back={<BackToAnnouncements />}
      what="announcements"
    >
      <AnnouncementForm />
    </PromotionsFrame>
  );
}

/** store/announcements/edit/{id} */
export function AnnouncementEditScreen({ id }: { id: string }) {
  return (
    <RecordState
      what="announcement"
      heading={STORE_HEADINGS['/dashboard/store/announcements/edit/$id']}
      back={<BackToAnnouncements />}
      query={recordQuery(announcementQuery, id)}
      render={(announcement) => ({
        title: 'Edit announcement',
        body: <AnnouncementForm announcement={announcement} />,
      })}
    />
  );
}
