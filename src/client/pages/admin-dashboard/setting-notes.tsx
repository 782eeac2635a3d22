/**
 * Under a setting's field: why the server or the form refused it (announced at once), and the field's hint, named
 * `${ids}-error` and `${ids}-hint` for the field's aria-describedby.
 */
export function SettingNotes({ ids, error, hint }: { ids: string; error: string | null; hint: string }) {
  return (
    <>
      {error && (
        <p className="setting-card__error" id={`${ids}-error`} role="alert">
          {error}
        </p>
      )}
      <p className="field__hint" id={`${ids}-hint`}>
        {hint}
      </p>
    </>
  );
}
