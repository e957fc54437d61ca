import { messageLimits } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { draftProblems, hasProblems, problemsFromServer } from './message-draft.ts';

const fileOf = (bytes: number, name = 'kvitto.pdf') => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

describe('draftProblems', () => {
  it('lets a whole new thread and a reply be sent', () => {
    expect(
      draftProblems({ subject: 'Bestridande', caseGuid: 'g', message: 'Hej', files: [fileOf(1000)] }),
    ).toEqual({});
    expect(hasProblems(draftProblems({ message: 'Tack', files: [] }))).toBe(false);
  });

  it('names each field of a new thread that is missing, and never asks a reply for a subject or case', () => {
    expect(draftProblems({ subject: ' ', caseGuid: null, message: '\n', files: [] })).toEqual({
      subject: 'SubjectRequired',
      caseGuid: 'FieldRequired',
      message: 'MessageRequired',
    });
    expect(draftProblems({ message: '', files: [] })).toEqual({ message: 'MessageRequired' });
  });

  it('holds the text to the server’s limits, counted after trimming', () => {
    const longest = 'a'.repeat(messageLimits.messageMaxLength);
    expect(draftProblems({ message: ` ${longest} `, files: [] })).toEqual({});
    expect(draftProblems({ message: `${longest}a`, files: [] })).toEqual({ message: 'MessageTooLong' });
    expect(
      draftProblems({ subject: 's'.repeat(messageLimits.subjectMaxLength + 1), message: 'x', files: [] }),
    ).toEqual({ subject: 'SubjectTooLong' });
  });

  it('points at the file that is too large, and at the files when there are too many or too much', () => {
    const big = messageLimits.maxAttachmentBytes + 1;
    expect(draftProblems({ message: 'x', files: [fileOf(10), fileOf(big)] })).toEqual({
      files: { 1: 'AttachmentTooLarge' },
    });
    const six = Array.from({ length: messageLimits.maxAttachments + 1 }, () => fileOf(10));
    expect(draftProblems({ message: 'x', files: six })).toEqual({ attachments: 'TooManyAttachments' });
    const nearLimit = messageLimits.maxAttachmentBytes;
    expect(draftProblems({ message: 'x', files: [fileOf(nearLimit), fileOf(nearLimit), fileOf(1)] })).toEqual(
      { attachments: 'AttachmentsTooLarge' },
    );
  });
});

describe('problemsFromServer', () => {
  it('places the server’s refusal beside the field or the file it names', () => {
    expect(problemsFromServer(new ApiError(400, 'AttachmentTypeNotAllowed', 'attachments.2'))).toEqual({
      files: { 2: 'AttachmentTypeNotAllowed' },
    });
    expect(problemsFromServer(new ApiError(400, 'MessageTooLong', 'message'))).toEqual({
      message: 'MessageTooLong',
    });
  });

  it('leaves a refusal about no field of the form to the form as a whole', () => {
    expect(problemsFromServer(new ApiError(404, 'NotFound'))).toBeNull();
    expect(problemsFromServer(new ApiError(400, 'BadRequest', 'threadGuid'))).toBeNull();
    expect(problemsFromServer(new Error('offline'))).toBeNull();
  });
});
