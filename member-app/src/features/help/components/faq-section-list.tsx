import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { touchTargetLink } from '../../../lib/touch-target.ts';
import type { FaqEntry, FaqLink, FaqSection } from '../lib/faq-content.ts';

const AnswerLink = ({ link }: { link: FaqLink }) =>
  link.to.startsWith('mailto:') ? (
    <Link href={link.to} sx={{ ...touchTargetLink, overflowWrap: 'anywhere' }}>
      {link.label}
    </Link>
  ) : (
    <Link component={RouterLink} to={link.to} sx={touchTargetLink}>
      {link.label}
    </Link>
  );

const FaqQuestion = ({
  entry,
  expanded,
  onToggle,
}: {
  entry: FaqEntry;
  expanded: boolean;
  onToggle: (id: string, open: boolean) => void;
}) => (
  <Accordion
    id={entry.id}
    expanded={expanded}
    onChange={(_, open) => onToggle(entry.id, open)}
    disableGutters
    sx={{ scrollMarginTop: 16 }}
  >
    <AccordionSummary
      id={`${entry.id}-question`}
      aria-controls={`${entry.id}-answer`}
      expandIcon={<ExpandMoreIcon />}
    >
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {entry.question}
      </Typography>
    </AccordionSummary>
    {/* MUI wraps the details in a region labelled by the summary, with the summary's aria-controls id. */}
    <AccordionDetails>
      <Stack spacing={1}>
        {entry.answer.map((paragraph) => (
          <Typography key={paragraph} variant="body2">
            {paragraph}
          </Typography>
        ))}
        {entry.links?.length ? (
          <Stack
            direction="row"
            component="ul"
            sx={{ flexWrap: 'wrap', columnGap: 2, p: 0, m: 0, listStyle: 'none' }}
          >
            {entry.links.map((link) => (
              <li key={link.to}>
                <AnswerLink link={link} />
              </li>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </AccordionDetails>
  </Accordion>
);

/**
 * The FAQ's sections, each a heading (h2) over its questions; a question is an accordion whose button
 * sits in an h3 (MUI's heading slot) and controls its answer region. `expanded` holds the open ids.
 */
export const FaqSectionList = ({
  sections,
  expanded,
  onToggle,
}: {
  sections: readonly FaqSection[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string, open: boolean) => void;
}) => (
  <Stack spacing={3}>
    {sections.map((section) => (
      <Box
        key={section.id}
        component="section"
        id={section.id}
        aria-labelledby={`${section.id}-title`}
        sx={{ scrollMarginTop: 16 }}
      >
        <Typography id={`${section.id}-title`} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {section.title}
        </Typography>
        <div>
          {section.entries.map((entry) => (
            <FaqQuestion key={entry.id} entry={entry} expanded={expanded.has(entry.id)} onToggle={onToggle} />
          ))}
        </div>
      </Box>
    ))}
  </Stack>
);
