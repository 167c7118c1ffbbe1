import { useShell } from "../shell/use-shell.js";
import { TeachingPointPicker } from "./TeachingPointPicker.js";

/** The triage layout's own header (SPEC §2 Layouts): the school's logo and 'Find my school'. */
export function TriageHeader() {
  const { site, settings } = useShell();
  return (
    <header className="triage-header">
      <div className="triage-header__bar">
        <a className="triage-header__logo" href="/">
          <img src={settings.logo} alt={site.schoolName} width={180} height={40} />
        </a>
        {site.teachingPoints.length > 0 && <TeachingPointPicker />}
      </div>
    </header>
  );
}
