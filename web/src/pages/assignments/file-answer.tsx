/**
 * A FILE_SUBMISSION answer: the file goes up through the upload route (multipart `submission_file`), then its
 * `file_uuid` is saved as the task's answer [CONTRACT 6], in one step for the learner. The saved file is
 * linked for download (the learner may read their own files).
 */
import { sendForm } from '../../api.ts';
import { ErrorNotice, useAction } from '../../ui/async.tsx';
import type { Draft, SubmittedFile } from './answers.ts';
import { useState } from 'preact/hooks';

export function FileAnswer({
  assignmentUuid,
  taskUuid,
  userId,
  draft,
  readOnly,
  idBase,
  onSave,
}: {
  assignmentUuid: string;
  taskUuid: string;
  userId: number;
  draft: Draft;
  readOnly: boolean;
  idBase: string;
  /** Saves the answer naming the uploaded file; resolves true when saved. */
  onSave: (answer: Draft) => Promise<boolean>;
}) {
  const [uploaded, setUploaded] = useState<SubmittedFile | undefined>(undefined);
  const upload = useAction(async (file: File) => {
    const form = new FormData();
    form.append('submission_file', file);
    const base = `/api/v1/assignments/${encodeURIComponent(assignmentUuid)}/tasks/${encodeURIComponent(taskUuid)}`;
    const stored = await sendForm<SubmittedFile>('POST', `${base}/file_submission`, form);
    setUploaded(stored);
    await onSave(stored.task_submission);
  });
  const fileUuid = typeof draft.file_uuid === 'string' ? draft.file_uuid : undefined;
  const id = `${idBase}-file`;
  const href =
    fileUuid &&
    `/api/v1/assignments/${encodeURIComponent(assignmentUuid)}/tasks/${encodeURIComponent(taskUuid)}` +
      `/submissions/user/${userId}/files/${encodeURIComponent(fileUuid)}`;
  return (
    <div class="field">
      {fileUuid ? (
        <p class="uploaded-file">
          Your file:{' '}
          <a href={href} download={fileUuid}>
            {fileUuid}
          </a>
          {uploaded?.file_uuid === fileUuid && ` (${uploaded.file_type}, ${formatBytes(uploaded.file_size)})`}
        </p>
      ) : (
        <p class="hint">No file uploaded yet.</p>
      )}
      {!readOnly && (
        <>
          <label for={id}>{fileUuid ? 'Replace the file' : 'Upload a file'}</label>
          <input
            id={id}
            type="file"
            disabled={upload.pending}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) void upload.run(file);
              e.currentTarget.value = '';
            }}
          />
          <p class="hint" id={`${id}-hint`}>
            {upload.pending
              ? 'Uploading…'
              : 'A document such as PDF, DOCX or ZIP. It is saved as your answer once uploaded.'}
          </p>
          <ErrorNotice error={upload.error} />
        </>
      )}
    </div>
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
