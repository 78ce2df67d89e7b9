import Box from '@mui/material/Box';
import { FormSection } from '../../account/forms/FormSection';
import { locusText, publicationText } from './choiceText';
import { addOnce, type LocusChoice, type PublicationChoice } from './detailRules';
import { GENE_SEARCH_MIN, PUBLICATION_SEARCH_MIN, searchLoci, searchPublications } from './geneClassSymbolApi';
import { LookupPicker } from './LookupPicker';
import { PickedList } from './PickedList';

export interface AssociationsSectionProps {
  loci: LocusChoice[];
  publications: PublicationChoice[];
  onLociChange: (loci: LocusChoice[]) => void;
  onPublicationsChange: (publications: PublicationChoice[]) => void;
}

/** The loci the symbol names and the publications that describe it, picked from searches into two lists. */
export function AssociationsSection({ loci, publications, onLociChange, onPublicationsChange }: AssociationsSectionProps) {
  return (
    <FormSection title="Associated loci and publications">
      <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <LookupPicker<LocusChoice>
          label="Search loci by AGI code or symbol"
          queryName="loci"
          minChars={GENE_SEARCH_MIN}
          search={searchLoci}
          optionLabel={locusText}
          onPick={(locus) => onLociChange(addOnce(loci, locus))}
        />
        <PickedList
          label="Associated loci"
          items={loci}
          describe={locusText}
          onRemove={(locus) => onLociChange(loci.filter((entry) => entry.id !== locus.id))}
          emptyText="No loci chosen yet."
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <LookupPicker<PublicationChoice>
          label="Search publications by title or author"
          queryName="publications"
          minChars={PUBLICATION_SEARCH_MIN}
          search={searchPublications}
          optionLabel={publicationText}
          onPick={(publication) => onPublicationsChange(addOnce(publications, publication))}
        />
        <PickedList
          label="Publications"
          items={publications}
          describe={publicationText}
          onRemove={(publication) => onPublicationsChange(publications.filter((entry) => entry.id !== publication.id))}
          emptyText="No publications chosen yet."
        />
      </Box>
    </FormSection>
  );
}
