import { useId } from 'react';
import './view-link.css';

/**
 * A navigation link, with what opening its view costs in the app's one tooltip (components/cost-badge.tsx), shown
 * on hover and on keyboard focus. The tooltip sits beside the link, not inside it, so the link's name stays the
 * view's name.
 */
export function ViewLink(props: { id: string; label: string; current: boolean; price: string | undefined }) {
  const tipId = useId();
  const { id, label, current, price } = props;
  return (
    <>
      <a
        href={`#${id}`}
        aria-current={current ? 'page' : undefined}
        aria-describedby={price ? tipId : undefined}
      >
        {label}
      </a>
      {price && (
        <span role="tooltip" id={tipId} className="fd-tip__text fd-view-link__tip">
          Opening {label}: {price}
        </span>
      )}
    </>
  );
}
