/**
 * A multipart/form-data body as the server's upload routes take it: the text fields first (numbers as
 * their digits), then each file as a part named `attachments`, read from disk as it is sent.
 */
export function fieldsAndFiles(
  fields: Record<string, string | number | undefined>,
  files: readonly File[],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, String(value));
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}
