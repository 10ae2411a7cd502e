import './pageTexts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useState } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  Create,
  maxLength,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useNotify,
  useRedirect,
  useTranslate,
  type Validator,
} from 'react-admin';
import {
  CLAIM_CONTENT_TYPES,
  CLAIM_POLICIES,
  CLAIM_REASON_MAX_LENGTH,
  CLAIM_SEGMENTS_MAX,
  ClaimContentType,
  ClaimPolicy,
  TerritoryRule,
} from '../../../shared/claims';
import { URL_MAX_LENGTH } from '../../../shared/constants';
import { useCan } from '../../authProvider/useCan';
import { useUserTitle } from '../../layout/useUserTitle';
import { FormSection, WideInput } from '../FormSection';
import { formatTimecode, parseTimecode } from './timecode';

const T = 'resources.assets/manual-claiming';

/** A point in the video or asset, typed as h:mm:ss and sent as seconds. */
const timeValidate: Validator = (value: unknown) =>
  value === undefined || value === null || value === ''
    ? 'ra.validation.required'
    : typeof value === 'number'
      ? undefined
      : `${T}.segment.bad_time`;

/** An end after its start (the segment's other field, by its path in the form). */
const afterStart =
  (startKey: 'video_start' | 'asset_start'): Validator =>
  (value: unknown, values: unknown, props: { finalSource?: string } | undefined) => {
    // Inside the array its source is the item's: 'segments.0.video_end'.
    const source = props?.finalSource ?? '';
    const path = source.split('.');
    path[path.length - 1] = startKey;
    const start = path.reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      values,
    );
    return typeof value === 'number' && typeof start === 'number' && value <= start
      ? `${T}.segment.end_before_start`
      : undefined;
  };

/** Seconds shown as h:mm:ss; text that is no timecode is kept as typed (and refused). */
const timeInput = (source: string, validate: Validator[]) => (
  <TextInput
    source={source}
    label={`${T}.segment.${source}`}
    helperText={`${T}.segment.format`}
    format={(value: unknown) =>
      typeof value === 'number' ? formatTimecode(value) : ((value as string) ?? '')
    }
    parse={(text: string) => parseTimecode(text) ?? text}
    validate={validate}
  />
);

/** One segment at least, and no more than the server takes. */
const segmentsValidate: Validator = (value: unknown) =>
  !Array.isArray(value) || value.length === 0
    ? 'ra.validation.required'
    : value.length > CLAIM_SEGMENTS_MAX
      ? { message: 'ra.validation.maxValue', args: { max: CLAIM_SEGMENTS_MAX } }
      : undefined;

const TERRITORY_CODES = /^[A-Z]{2}(\s*,\s*[A-Z]{2})*$/;
const territoriesValidate: Validator = (value: unknown) =>
  Array.isArray(value) || value === undefined || value === '' || value === null
    ? undefined
    : `${T}.territory_rule.bad`;

/** The refusal of the licence check: the server's message names the agreement (or the whitelist). */
interface Refusal {
  message: string;
}

function isLicenceRefusal(error: unknown): error is { status: number; message: string; body?: unknown } {
  const body = (error as { body?: { message_id?: string } } | undefined)?.body;
  return (error as { status?: number }).status === 409 && /licen|whitelist/i.test(body?.message_id ?? '');
}

/**
 * New claim: a video (address or id), an asset of the library (a rights holder's side sees its own),
 * its match segments, content type and policy. A video whose channel is licensed or whitelisted is
 * refused with the agreement named; CRUD staff may then claim it anyway with a written reason.
 */
export default function ClaimCreate() {
  const userTitle = useUserTitle();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const mayOverride = useCan('assets/manual-claiming', 'override') === true;
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const territoryChoices = [
    { id: TerritoryRule.INCLUDE, name: `${T}.territory_rule.include` },
    { id: TerritoryRule.EXCLUDE, name: `${T}.territory_rule.exclude` },
  ];
  return (
    <Create
      title={userTitle('Manual Claiming')}
      redirect={false}
      transform={(data: Record<string, unknown>) => ({
        ...data,
        territory_rule: data.territory_rule || null,
        territories: data.territory_rule ? (data.territories ?? []) : [],
      })}
      mutationOptions={{
        onSuccess: () => {
          notify(`${T}.created`, { type: 'success' });
          redirect('list', 'assets/manual-claiming');
        },
        onError: (error: unknown) => {
          if (isLicenceRefusal(error)) {
            setRefusal({ message: error.message });
            return;
          }
          notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
        },
      }}
    >
      <SimpleForm
        defaultValues={{ segments: [{}], content_type: ClaimContentType.AUDIO, policy: ClaimPolicy.MONETIZE }}
      >
        {refusal && (
          <Alert severity="warning" role="alert" sx={{ mb: 2, width: '100%', maxWidth: 960 }}>
            <AlertTitle>{translate(`${T}.licensed.title`)}</AlertTitle>
            {refusal.message}
          </Alert>
        )}
        <FormSection>
          <WideInput>
            <TextInput
              source="video"
              label={`${T}.fields.video`}
              helperText={`${T}.video_help`}
              validate={[required(), maxLength(URL_MAX_LENGTH)]}
            />
          </WideInput>
          <WideInput>
            <ReferenceInput source="asset_id" reference="libraries" sort={{ field: 'title', order: 'ASC' }}>
              <AutocompleteInput optionText="title" label={`${T}.fields.asset`} validate={required()} />
            </ReferenceInput>
          </WideInput>
        </FormSection>
        <ArrayInput source="segments" label={`${T}.fields.segments`} validate={segmentsValidate}>
          <SimpleFormIterator
            inline
            disableReordering
            getItemLabel={() => ''}
            sx={{ '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap' } }}
          >
            {timeInput('video_start', [timeValidate])}
            {timeInput('video_end', [timeValidate, afterStart('video_start')])}
            {timeInput('asset_start', [timeValidate])}
            {timeInput('asset_end', [timeValidate, afterStart('asset_start')])}
          </SimpleFormIterator>
        </ArrayInput>
        <FormSection title={`${T}.terms`}>
          <SelectInput
            source="content_type"
            label={`${T}.fields.content_type`}
            choices={CLAIM_CONTENT_TYPES.map((id) => ({ id, name: `${T}.content_type.${id}` }))}
            validate={required()}
          />
          <SelectInput
            source="policy"
            label={`${T}.fields.policy`}
            choices={CLAIM_POLICIES.map((id) => ({ id, name: `${T}.policy.${id}` }))}
            validate={required()}
          />
          <SelectInput
            source="territory_rule"
            label={`${T}.fields.territory_rule`}
            choices={territoryChoices}
            emptyText={`${T}.territory_rule.everywhere`}
          />
          <TextInput
            source="territories"
            label={`${T}.fields.territories`}
            helperText={`${T}.territory_rule.help`}
            format={(value: unknown) => (Array.isArray(value) ? value.join(', ') : ((value as string) ?? ''))}
            parse={(text: string) => {
              const upper = text.trim().toUpperCase();
              if (upper === '') return [];
              return TERRITORY_CODES.test(upper) ? upper.split(/\s*,\s*/) : text;
            }}
            validate={territoriesValidate}
          />
        </FormSection>
        {refusal && mayOverride && (
          <FormSection>
            <WideInput>
              <TextInput
                source="override_reason"
                label={`${T}.licensed.override`}
                multiline
                minRows={2}
                validate={[required(), maxLength(CLAIM_REASON_MAX_LENGTH)]}
              />
            </WideInput>
          </FormSection>
        )}
      </SimpleForm>
    </Create>
  );
}
