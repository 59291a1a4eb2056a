/** `/HookError?status=` (spec §2): an integer error status, 400..599; anything else is the spec's default 500. */
export function hookErrorStatus(raw: string | null): number {
  if (raw === null || !/^\d{3}$/.test(raw.trim())) return 500;
  const status = Number(raw.trim());
  return status >= 400 && status <= 599 ? status : 500;
}
