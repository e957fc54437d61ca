/** A contract's path (`/wip/objections/{objectionGuid}`) with each `{name}` filled in, encoded. */
export function pathWith(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: no value for ${name}`);
    return encodeURIComponent(value);
  });
}
