import { useEffect, useState } from 'react';
import { Button } from '../../ui/button';
import { Icon } from './icons';
import { ModalDialog } from '../../ui/modal-dialog';
import { nextSlide, previousSlide, slideControls, walkthroughSlides } from './walkthrough';

export interface WalkthroughModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  businessType: string | null;
}

/** The dashboard walkthrough: arrows (wrapping; next hidden on the last, previous on the first), a counter. */
export function WalkthroughModal({ isOpen, onOpenChange, businessType }: WalkthroughModalProps) {
  const slides = walkthroughSlides(businessType);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (isOpen) setIndex(0);
  }, [isOpen]);
  const slide = slides[index] ?? slides[0];
  const controls = slideControls(index, slides.length);
  if (!slide) return null;
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title="Explore the dashboard" hideTitle>
      <section className="walkthrough" aria-roledescription="carousel" aria-label="Dashboard tour">
        <section
          className="walkthrough-slide"
          aria-roledescription="slide"
          aria-label={controls.counter}
          aria-live="polite"
        >
          <p className="visually-hidden">{controls.counter}</p>
          <div className="walkthrough-art" aria-hidden="true">
            {index + 1}
          </div>
          <h2 className="walkthrough-title">{slide.title}</h2>
          <p className="text-secondary">{slide.body}</p>
        </section>
        <div className="walkthrough-dots" aria-hidden="true">
          {slides.map((s, i) => (
            <span key={s.title} className="walkthrough-dot" data-active={i === index || undefined} />
          ))}
        </div>
        <div className="walkthrough-nav">
          {controls.showPrevious ? (
            <button
              type="button"
              className="icon-button"
              aria-label="Previous slide"
              onClick={() => setIndex((i) => previousSlide(i, slides.length))}
            >
              <Icon name="arrow-left" />
            </button>
          ) : (
            <span className="icon-button-placeholder" />
          )}
          <Button variant={controls.showNext ? 'ghost' : 'primary'} onClick={() => onOpenChange(false)}>
            {controls.dismissLabel}
          </Button>
          {controls.showNext ? (
            <button
              type="button"
              className="icon-button"
              aria-label="Next slide"
              onClick={() => setIndex((i) => nextSlide(i, slides.length))}
            >
              <Icon name="arrow-right" />
            </button>
          ) : (
            <span className="icon-button-placeholder" />
          )}
        </div>
      </section>
    </ModalDialog>
  );
}
