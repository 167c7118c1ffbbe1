import { useShell } from "../shell/use-shell.js";
import { TeachingPointPicker } from "./TeachingPointPicker.js";
import { SafeImage } from "../../../ui/SafeImage.js";

/** The triage layout's own header (SPEC §2 Layouts): the school's logo and 'Find my school'. */
export function TriageHeader() {
  const { site, settings } = useShell();
  return (
    <header className="triage-header">
      <div className="triage-header__bar">
        <a className="triage-header__logo" href="/">
          <SafeImage src={settings.logo} alt={site.schoolName} width={180} height={40} loading="eager" />
        </a>
        {site.teachingPoints.length > 0 && <TeachingPointPicker />}
      </div>
    </header>
  );
}
