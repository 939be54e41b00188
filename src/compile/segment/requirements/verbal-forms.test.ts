import { describe, expect, it } from 'vitest';
import { verbalForm } from './verbal-forms.js';

describe('verbalForm', () => {
  it.each([
    ['The key shall be present.', 'shall', 'shall'],
    ['It shall not be present.', 'shall not', 'shall not'],
    ['It should be present.', 'should', 'should'],
    ['It should not be present.', 'should not', 'should not'],
    ['It may be present.', 'may', 'may'],
    ['It may be used but shall not be empty.', 'shall not', 'shall not'],
    ['It should not be used and may be absent.', 'should not', 'should not'],
    ['“may” = permitted, and this list may be extended.', 'may', 'may'],
    ['Heading content must be tagged with the correct structure element.', 'shall', 'must'],
    ['Artifacts must not be tagged as real content.', 'shall not', 'must not'],
    ['Conforming readers are required to provide the information.', 'shall', 'are required to'],
    ['The entry is required to contain one of the values.', 'shall', 'is required to'],
    ['A reader need not display it.', 'may', 'need not'],
    ['Writers are not required to embed it.', 'may', 'are not required to'],
    ['It must be present and should be short.', 'shall', 'must'],
    // The Directives' equivalent expressions, as guides use them.
    ['It is recommended that all OBJRs be next to each other.', 'should', 'It is recommended that'],
    ['It is strongly recommended that <Note> be used for footnotes.', 'should', 'It is strongly recommended that'],
    [
      'It is recommended that structure elements not be empty.',
      'should not',
      'It is recommended that structure elements not',
    ],
    ['Links are recommended to have the Placement attribute.', 'should', 'are recommended to'],
    ['Nesting links is not permitted.', 'shall not', 'is not permitted'],
    ['WFI is also required to resume execution.', 'shall', 'is also required to'],
    ['Writers are permitted to omit the key.', 'may', 'are permitted to'],
    // A party counted out, or a counted thing's required property: duties all the same.
    ['One of the peers is required to send the key.', 'shall', 'is required to'],
    ['Two fields are required to be present in every record.', 'shall', 'are required to'],
    ['It should be short and must not be empty.', 'shall not', 'must not'],
    // Straight quotes pair left to right: the text between two quoted names is the sentence's own.
    [
      'If the "supported_versions" extension is absent, the client must abort the handshake with an "illegal_parameter" alert.',
      'shall',
      'must',
    ],
  ])('%j → %s (%s)', (s, level, keyword) => {
    expect(verbalForm(s)).toEqual({ level, keyword });
  });

  it.each([
    // A passage quoted from another document holds that document's requirements.
    'The standard says “any PDF stream may have metadata attached to it” here.',
    'Shall we?',
    'The MAY flag.',
    'mayor and shallow',
    'maybe',
    '“shall” = required',
    'The word "should" means recommended.',
    '“must” is used for requirements.',
    'A reader can ignore it.',
    'A reader cannot ignore it.',
    'Mustard is yellow.',
  ])('%j has no verbal form', (s) => {
    expect(verbalForm(s)).toBeNull();
  });

  it.each([
    'This term may be somewhat confusing, as ISO 32000 uses another term.',
    'Others may also benefit from this document.',
    'Very common cases may lead to multiple annotations.',
    // How much of a thing is needed for what follows: no duty of the thing.
    'One instance of authentication is required to access and exploit the vulnerability.',
    'If the field is set, then only a single hardware storage bit is required to represent either value.',
    'The secret is something you have, and an additional authentication factor is required to continue the session.',
    // What a document or an entry may describe: what it might say, no leave to say it.
    'The 3rd party specification or profile may describe or require properties specific to some content.',
    'The entry referenced may describe a base type or a type modifier.',
    'Its content may well have significance.',
    'Such forms may have originally contained interactive fields.',
    'They may have been designed to be printed.',
    'The table may be understood as having an additional row.',
    'Objects that may be expected to include metadata.',
    'Association may most readily be accomplished by ensuring that labels match.',
    'There may be several of them.',
    'A language code whose specificity may vary.',
    'Some viewers may wish to reflow text.',
    'Rules that may apply to the content.',
  ])('a descriptive "may" is a possibility, not a permission: %j', (s) => {
    expect(verbalForm(s)).toBeNull();
  });

  it.each([
    'A file may conform to multiple conformance levels.',
    'The value may be any number.',
    'Fields may be read-only.',
    'These may be nested.',
    'A Code structure element may have an Alt property describing the code.',
    'Individual symbols may or may not be enclosed in a Formula.',
    'The entry may only be present in the listed locations.',
    'A TU entry may provide useful information and may also duplicate higher-level content.',
    'Notes may be inline, block or grouping elements.',
  ])('a "may" that grants permission counts: %j', (s) => {
    expect(verbalForm(s)).toEqual({ level: 'may', keyword: 'may' });
  });
});

describe('a sentence without a subject that opens with its keyword', () => {
  it('reads the keyword its capital belongs to the sentence of (a field\'s "Must be zero."), printed as it is', () => {
    expect(verbalForm('Must be a power of two between 512 and 32768 inclusive.')).toEqual({
      level: 'shall',
      keyword: 'Must',
    });
    expect(verbalForm('Must not be zero.')).toEqual({ level: 'shall not', keyword: 'Must not' });
    expect(verbalForm('Shall be in multiples of 8 bits.')).toEqual({ level: 'shall', keyword: 'Shall' });
    expect(verbalForm('May be omitted.')).toEqual({ level: 'may', keyword: 'May' });
  });

  it('leaves a month, a capital before a name, and BCP 14, where only the capitals count', () => {
    expect(verbalForm('May 2020 saw the second edition.')).toBeNull();
    expect(verbalForm('May is a month; mayhem is not a keyword.')).toBeNull();
    expect(verbalForm('Should Alice publish it, nothing changes.')).toBeNull();
    expect(verbalForm('Must be zero.', 'bcp14')).toBeNull();
  });
});

describe('a keyword inside a leading condition', () => {
  it('is the condition; the main clause says what is required', () => {
    expect(
      verbalForm('If the user must authenticate as a valid database user, then this metric should be set to “single.”'),
    ).toEqual({ level: 'should', keyword: 'should' });
    expect(verbalForm('When a reader must repair the file, it shall report the repair.')).toEqual({
      level: 'shall',
      keyword: 'shall',
    });
    expect(verbalForm('If a client MUST retry, it SHOULD wait first.', 'bcp14')).toEqual({
      level: 'should',
      keyword: 'SHOULD',
    });
  });
  it('counts only a condition closed by a comma or "then"', () => {
    expect(verbalForm('If the Encrypt entry is present the document shall be encrypted.')).toEqual({
      level: 'shall',
      keyword: 'shall',
    });
    expect(verbalForm('The writer shall, if it can, embed the font.')).toEqual({ level: 'shall', keyword: 'shall' });
    expect(
      verbalForm(
        'If a Server sends a CONNACK packet containing a Reason code of 128 it MUST then close the Network Connection.',
        'bcp14',
      ),
    ).toEqual({ level: 'shall', keyword: 'MUST' });
  });
});

describe('keywords that describe: reasons, purposes and observations', () => {
  it('skips a keyword in a leading reason or concession clause', () => {
    expect(
      verbalForm('Since any files may be embedded into a PDF file, there is a possibility of malicious code.'),
    ).toBeNull();
    expect(verbalForm('Because the key must be secret, the module shall zeroise it.')).toEqual({
      level: 'shall',
      keyword: 'shall',
    });
  });
  it('reads a leading reason as going on after a comma and "and" or "or"', () => {
    const nested =
      'Because the type may be nested inside a namespace, and may contain references to other types, it is not necessarily the first entry.';
    expect(verbalForm(nested)).toBeNull();
    const mqtt = 'If the Server receives a PUBLISH packet with the RETAIN flag set to 1, and QoS 0 it SHOULD store it.';
    expect(verbalForm(mqtt, 'bcp14')).toEqual({ level: 'should', keyword: 'SHOULD' });
    expect(verbalForm('Because the key may leak, and keys expire, the module shall zeroise it.')).toEqual({
      level: 'shall',
      keyword: 'shall',
    });
    expect(verbalForm('If the key is absent, the reader shall ignore it, and a writer may add it.')).toEqual({
      level: 'shall',
      keyword: 'shall',
    });
    expect(verbalForm('If the key is absent, and a writer may add it later, the reader shall warn.')).toEqual({
      level: 'shall',
      keyword: 'shall',
    });
  });

  it('skips a keyword in a purpose clause', () => {
    expect(verbalForm('The matrix can be stored so that it need not be recomputed in later operations.')).toBeNull();
    expect(verbalForm('The writer shall store the matrix so that it can be reused.')).toEqual({
      level: 'shall',
      keyword: 'shall',
    });
  });
  it('reads "it should be noted that" as an observation', () => {
    expect(
      verbalForm('It should be noted that the questionnaire could depict where the system is vulnerable.'),
    ).toBeNull();
    expect(verbalForm('It should also be understood that keys expire.')).toBeNull();
    expect(verbalForm('It should be noted that a reader shall warn.')).toEqual({ level: 'shall', keyword: 'shall' });
    expect(verbalForm('A reader should note the version.')).toEqual({ level: 'should', keyword: 'should' });
    expect(verbalForm('It should be noted here that keys expire.')).toBeNull();
    expect(verbalForm('It should be noted, as said above, that keys expire.')).toBeNull();
  });

  it('reads "it should be noted in …" as asking for a note to be written there', () => {
    const where = 'It should be noted in the comments section of the questionnaire that the plan holds the reasons.';
    expect(verbalForm(where)).toEqual({ level: 'should', keyword: 'should' });
  });
});

describe('a keyword inside a "whether" clause', () => {
  it('names a question, not an obligation, until a comma closes the clause', () => {
    expect(verbalForm('Whether BPC should be turned on or off is up to the PDF processor.')).toBeNull();
    expect(verbalForm('The default means that whether BPC should be used is up to the processor.')).toBeNull();
    expect(verbalForm('Whether or not it is tagged, the file shall be readable.')).toMatchObject({ level: 'shall' });
  });

  it('so does a question embedded after "depending on", and a free relative with "what"', () => {
    expect(
      verbalForm('The value should be "Single" or "Multiple", depending on how many logins must occur first.'),
    ).toEqual({ level: 'should', keyword: 'should' });
    expect(verbalForm('It should only be set if authentication is needed beyond what is required to log in.')).toEqual({
      level: 'should',
      keyword: 'should',
    });
    expect(verbalForm('A reader must decide what it shows.')).toEqual({ level: 'shall', keyword: 'must' });
  });

  it('so does a relative clause on what is worked out ("determine the amount … that must be allocated")', () => {
    expect(
      verbalForm('The rules allow the caller to determine the amount of stack space that must be allocated.'),
    ).toBeNull();
    // The duty of the sentence stays, whatever the clause inside it says.
    expect(verbalForm('The caller shall determine the space that must be allocated.')).toEqual({
      level: 'shall',
      keyword: 'shall',
    });
    // A relative clause on anything else constrains its noun.
    expect(verbalForm('Every file carries a name which must be unique.')).toEqual({ level: 'shall', keyword: 'must' });
  });

  it('reads a "may" or "should" in a relative clause as describing its noun; a "must" there constrains it', () => {
    expect(verbalForm('The function includes an input string that may be used to provide a name.')).toBeNull();
    expect(verbalForm('Variations are possible that may, in many cases, offer advantages.')).toBeNull();
    expect(verbalForm('There is one status register that may be set and read by conforming code.')).toEqual({
      level: 'may',
      keyword: 'may',
    });
    expect(verbalForm('The cipher takes a nonce n which must be unique for the key k.')).toEqual({
      level: 'shall',
      keyword: 'must',
    });
  });
});

describe('a keyword in a ground the sentence gives, not in what it asks', () => {
  it.each([
    // A reason after the main clause; what the reader is to be aware of; the possibility a sentence names (ICCCM).
    [
      'Clients should ignore the above-sibling field of these events because this field may not contain useful information.',
      { level: 'should', keyword: 'should' },
    ],
    ['Clients should be aware that their borders may not be visible.', { level: 'should', keyword: 'should' }],
    ['The possibility that a request may be redirected means that a client cannot assume it is performed.', null],
    // What may be needed, what a thing may entail, an idiom.
    ['Of course, a client may have to take the change to the keycap on trust.', null],
    ['This may make it impossible for the requestor to determine which request had failed.', null],
    ['The source or the intended user, as the case may be, has no character set for the text.', null],
    // A condition that holds brackets, the keyword inside them (FIPS 46-1).
    [
      'If the complete input is used (i.e., none of the input bits should be predetermined) and if the key is randomly chosen, no technique other than trying all keys will find it.',
      null,
    ],
    // A concession grants (RISC-V), and so does a reason that opens the sentence and closes before its main clause.
    [
      'Otherwise, mepc is never written by the implementation, though it may be explicitly written by software.',
      { level: 'may', keyword: 'may' },
    ],
  ])('%j → %j', (s, form) => {
    expect(verbalForm(s)).toEqual(form);
  });
});

describe('prohibitions written otherwise than "shall not"', () => {
  it.each([
    ['Address range entries in a range list may not overlap.', 'shall not', 'may not'],
    ['Ephemeral keys must never be reused.', 'shall not', 'must never'],
    ['The table shall never hold two equal keys.', 'shall not', 'shall never'],
    ['Once all systems use version D, no new fields shall be added outside these groups.', 'shall not', 'shall'],
    ['None of the reserved bits shall be set.', 'shall not', 'shall'],
    // A permission or a recommendation denied to such a subject (AAPCS64, DWARF 4).
    ['No subroutine is permitted to modify BLK directly.', 'shall not', 'is permitted to'],
    ['Then no reader may cache the key.', 'shall not', 'may'],
    ['Neither path may refer to an existing directory.', 'shall not', 'may'],
    ['Neither the key nor the IV shall be reused.', 'shall not', 'shall'],
    ['Also, no whitespace characters should appear between parameters.', 'should not', 'should'],
    ['A field with no value may be omitted.', 'may', 'may'],
    // A "no" inside a phrase, not opening the subject, forbids nothing; "may or may not" grants both.
    ['A file with no signature shall be rejected.', 'shall', 'shall'],
    ['Individual symbols may or may not be enclosed in a Formula.', 'may', 'may'],
  ])('%j → %s (%s)', (s, level, keyword) => {
    expect(verbalForm(s)).toEqual({ level, keyword });
  });

  it('reads a possibility negated as no requirement', () => {
    expect(verbalForm('The values of the name attributes may not reflect the names in the source.')).toBeNull();
  });

  // X11's ICCCM: "may not" where "might not" is meant — how a thing turns out, what a party receives, a relative
  // clause in brackets — forbids nothing.
  it.each([
    'A client may operate correctly in isolation but may not coexist properly with others sharing the same server.',
    'The client may not receive a real ConfigureNotify event that describes this change.',
    'The location will be in the parent window (which may not be the root).',
    'Note that the coordinates are relative to the parent, which may not be the root.',
    'Such modules are embedded within some other module or enclosure which may not be physically protected.',
  ])('reads %j as no requirement', (s) => {
    expect(verbalForm(s)).toBeNull();
  });

  it('reads a capitalised keyword negated in lower case as its negation (BCP 14)', () => {
    expect(verbalForm('Items not implemented by a client SHALL not be tested.', 'bcp14')).toEqual({
      level: 'shall not',
      keyword: 'SHALL not',
    });
    expect(verbalForm('No new fields SHALL be added.', 'bcp14')).toEqual({ level: 'shall not', keyword: 'SHALL' });
  });

  it('reads a keyword quoted with the punctuation inside the quotes as a mention', () => {
    expect(verbalForm('Profile requirements are indicated by “shall” or “shall not,” and are numbered.')).toBeNull();
  });

  it('reads a sentence about the keywords, unquoted, as mentioning them (MIL-STD-2045, SP 800-57, RFC 5652)', () => {
    expect(verbalForm('They are mandatory if the word shall is used in connection with the value.')).toBeNull();
    expect(verbalForm('Objectives are indicated by the words should, can or may in connection with it.')).toBeNull();
    expect(verbalForm('1. shall: This term is used to indicate a requirement that must be fulfilled.')).toBeNull();
    // A numbered entry of a terms clause naming the keyword (SRF 1.3's "3.1.3 shall: Indicates mandatory …").
    expect(verbalForm('3.1.3 shall: Indicates mandatory requirements strictly to be followed.')).toBeNull();
    expect(verbalForm('3.1.2. may: Indicates a course of action permissible within the limits.')).toBeNull();
    expect(verbalForm('A.1.2 should: Indicates a recommendation of the annex.')).toBeNull();
    expect(verbalForm('3.1.3 The reader shall: a) read the header; b) check it.')?.level).toBe('shall');
    expect(verbalForm('Note that shall may be coupled with not to become shall not.')).toBeNull();
    const bcp14 =
      'In this document, the key words MUST, MUST NOT, SHOULD, and MAY are to be interpreted as in [STDWORDS].';
    expect(verbalForm(bcp14, 'bcp14')).toBeNull();
  });

  it('reads a keyword after "term" or "word" that governs a verb as used', () => {
    expect(verbalForm('Each defined term shall be printed in bold.')).toMatchObject({ level: 'shall' });
    expect(verbalForm('The key words must be printed in capitals.')).toMatchObject({ level: 'shall' });
    expect(verbalForm('A field may hold a name: the sender shall check it.')).toMatchObject({ level: 'shall' });
  });
});

describe('keywords that require nothing of the document', () => {
  it('reads a sentence wholly in quotation marks, a quotation inside it, as quoted', () => {
    const quoted =
      '“An XMP metadata stream (see 14.3.2, “Metadata streams”) in a Document may be used to include metadata.”';
    expect(verbalForm(quoted)).toBeNull();
    expect(verbalForm('A writer shall keep the name “Metadata streams” as printed.')).toMatchObject({ level: 'shall' });
  });

  it('skips a keyword inside a bracketed condition, not a bracketed status', () => {
    const condition =
      'Create a container with label c2pa.attestation (or c2pa.attestation_00n, if more than one attestation must be included).';
    expect(verbalForm(condition)).toBeNull();
    expect(verbalForm('(Optional; shall be an indirect reference) A metadata stream for the page.')).toMatchObject({
      level: 'shall',
    });
  });

  it("skips a keyword inside a note set in brackets, never one outside it (FIPS 186-1's editorial note)", () => {
    const note =
      '(NIST editorial note: Either DSA or RSA [ANSI X9.31] may be used; both do not have to be implemented.)';
    expect(verbalForm(note)).toBeNull();
    expect(verbalForm('(Note: MUST is not used in this way.)', 'bcp14')).toBeNull();
    expect(verbalForm('(See the note: below) A signer shall use DSA.')).toMatchObject({ level: 'shall' });
  });

  it('reads "may impose", and "may require" after "this" or "it", as consequences; a party\'s "may require" permits', () => {
    expect(verbalForm('Setting MODE=Vectored may impose an additional alignment constraint on BASE.')).toBeNull();
    expect(verbalForm('This may require mandating exact behavior for invalid keys.')).toBeNull();
    expect(verbalForm('However a language may require widening in some circumstances.')).toMatchObject({
      level: 'may',
    });
  });

  it('reads "should (not) be understood as" as how to read the text, and a "may" of "some …" as what some do', () => {
    expect(verbalForm('The Note should be understood as meaning that the entry is optional.')).toBeNull();
    expect(verbalForm('The fact should not be understood as limiting metadata usage.')).toBeNull();
    expect(verbalForm('Some PDF processors may transform web fonts to Type 3 fonts.')).toBeNull();
    expect(verbalForm('The reader should understand the entry.')).toMatchObject({ level: 'should' });
    expect(verbalForm('A writer may, for some fonts, embed a subset.')).toMatchObject({ level: 'may' });
  });

  it('reads a "may" in a relative clause without "that", before the sentence\'s own modal, as no permission', () => {
    expect(
      verbalForm('If mtvec is writable, the set of values the register may hold can vary by implementation.'),
    ).toBeNull();
    expect(verbalForm('The keys a reader may accept will differ between readers.')).toBeNull();
    expect(verbalForm('A reader may accept keys that can differ between readers.')).toMatchObject({ level: 'may' });
  });

  it('reads the "may" of a sentence opening "For example," as what can happen in the case shown', () => {
    expect(verbalForm('For example, a system and its information may require a high degree of integrity.')).toBeNull();
    expect(verbalForm('For instance, a reader may skip the entry.')).toBeNull();
    expect(verbalForm('For example, the metric should be scored as None.')).toMatchObject({ level: 'should' });
    expect(verbalForm('A reader may, for example, skip the entry.')).toMatchObject({ level: 'may' });
  });

  it('reads "may weaken" and "may reveal" as consequences', () => {
    expect(verbalForm('The use of the same key for two processes may weaken the security of both.')).toBeNull();
    expect(verbalForm('Data from mishap reports may reveal new hazards.')).toBeNull();
  });

  it("reads an ASN.1 component's OPTIONAL as no keyword (BCP 14)", () => {
    expect(verbalForm('signedAttrs [0] IMPLICIT SignedAttributes OPTIONAL,', 'bcp14')).toBeNull();
    expect(verbalForm('Support for this extension is OPTIONAL.', 'bcp14')).toMatchObject({ level: 'may' });
    // Whatever the component's type, OPTIONAL closing it before a comma or a brace (RFC 5652).
    expect(verbalForm('eContent [0] EXPLICIT OCTET STRING OPTIONAL', 'bcp14')).toBeNull();
    expect(verbalForm('keyAttr ANY DEFINED BY keyAttrId OPTIONAL }', 'bcp14')).toBeNull();
    expect(verbalForm('extensions Extensions OPTIONAL }', 'bcp14')).toBeNull();
    expect(verbalForm('This field is OPTIONAL', 'bcp14')).toMatchObject({ level: 'may' });
    expect(verbalForm('OPTIONAL', 'bcp14')).toMatchObject({ level: 'may' });
  });
});

describe('keywords that describe: threats, times, embedded questions and bracketed relatives', () => {
  it('skips a keyword whose subject is an attacker', () => {
    expect(
      verbalForm('This metric measures the number of times an attacker must authenticate to a target.'),
    ).toBeNull();
    expect(verbalForm('A reader must warn the user when an attacker could have changed the file.')).toMatchObject({
      level: 'shall',
    });
  });

  it('skips a keyword in a clause of time', () => {
    expect(verbalForm('Credentials are checked before an exploit may occur.')).toBeNull();
    expect(
      verbalForm('Any dates with year values before 1950 MUST be encoded as GeneralizedTime.', 'bcp14'),
    ).toMatchObject({
      level: 'shall',
    });
  });

  it('reads a "may" in a bracketed relative clause as describing its noun; a "must" there constrains it', () => {
    expect(verbalForm('It encodes some value (which value may have multiple equivalent encodings).')).toBeNull();
    expect(verbalForm('It is an unsigned integer (which must be less than 0xfffffff0).')).toMatchObject({
      level: 'shall',
    });
  });

  it('skips a "must", "shall" or "should" in a question embedded after what a text restricts or says', () => {
    const sla = 'The policy is an agreement that states how quickly a particular vulnerability must be validated.';
    expect(verbalForm(sla)).toBeNull();
    const similar = 'This policy may be similar to an agreement that states how quickly a flaw must be fixed.';
    expect(verbalForm(similar)).toBeNull();
    expect(verbalForm('PDF 2.0 does not restrict where a file specification may occur.')).toEqual({
      level: 'may',
      keyword: 'may',
    });
    expect(verbalForm('The standard does not specify how often a key must be changed.')).toBeNull();
    expect(verbalForm('Clause 7 restricts the places where a key may occur, and a writer shall obey it.')).toEqual({
      level: 'shall',
      keyword: 'shall',
    });
    expect(verbalForm('A writer may state where the key occurs.')).toEqual({ level: 'may', keyword: 'may' });
  });

  it('reads a "may" in a sentence that walks through an example as what happens there', () => {
    const walk = 'In the following example object 10 0 is the property list and may then reference the stream.';
    expect(verbalForm(walk)).toBeNull();
    expect(verbalForm('In this example the reader may skip the second entry.')).toBeNull();
    expect(verbalForm('In the following example the writer shall close the stream.')).toEqual({
      level: 'shall',
      keyword: 'shall',
    });
    expect(verbalForm('In examples, a writer may use any name.')).toEqual({ level: 'may', keyword: 'may' });
  });

  it('reads "may be warranted" and "may alias" as possibilities', () => {
    expect(verbalForm('However, it may be warranted in some cases.')).toBeNull();
    expect(verbalForm('Reset values may alias the values that follow an exception.')).toBeNull();
  });
});

describe('a keyword in what a party is told', () => {
  it('is the message\'s; "indicates that" still requires', () => {
    expect(
      verbalForm('It can be used to inform the platform that suitable interrupts should be routed to this hart.'),
    ).toBeNull();
    expect(
      verbalForm('If the flag is set to 1 this indicates that a Will Message MUST be stored.', 'bcp14'),
    ).toMatchObject({
      level: 'shall',
    });
  });
});

describe('where a thing is to be had, and the cases there may be', () => {
  it('reads "may be obtained from" and "may be found at" as availability, "may be used" as leave', () => {
    expect(verbalForm('A list of approved standards may be obtained from the Bureau.')).toBeNull();
    expect(verbalForm('The schema may be found at https://example.org/schema.')).toBeNull();
    expect(verbalForm('Copies may be downloaded from the registry.')).toBeNull();
    expect(verbalForm('The key may be obtained by a hash of the seed.')).toEqual({ level: 'may', keyword: 'may' });
    expect(verbalForm('A reader may be used from the command line.')).toEqual({ level: 'may', keyword: 'may' });
  });

  it('skips a keyword in the clause that says which cases there may be, not after a semicolon', () => {
    const cases = 'However, there may be cases in which the arrays are out of bounds and the algorithm may run longer.';
    expect(verbalForm(cases)).toBeNull();
    expect(verbalForm('There may be cases where the reader must stop before the end.')).toBeNull();
    expect(verbalForm('There may be several readers; each reader shall check the file.')).toEqual({
      level: 'shall',
      keyword: 'shall',
    });
  });
});

describe('"is recommended"', () => {
  it('recommends, adverbs between or not; "recommended by" says who does', () => {
    expect(verbalForm('Their use is therefore only recommended in closed environments.')).toEqual({
      level: 'should',
      keyword: 'is therefore only recommended',
    });
    expect(verbalForm('The 25519 DH functions are recommended for typical uses.')).toEqual({
      level: 'should',
      keyword: 'are recommended',
    });
    expect(verbalForm('Recommended augmentations are strongly recommended by NIST for most systems.')).toBeNull();
    expect(verbalForm('It is recommended that the file be signed.')).toEqual({
      level: 'should',
      keyword: 'It is recommended that',
    });
  });
});

describe('"permitted" without "to" after it', () => {
  it('grants when "but not required" stands between, or a colon opens the options', () => {
    expect(verbalForm('Implementations are permitted but not required to raise an exception.')).toEqual({
      level: 'may',
      keyword: 'are permitted but not required to',
    });
    expect(verbalForm('Two schemes to manage the A and D bits are permitted:')).toEqual({
      level: 'may',
      keyword: 'are permitted',
    });
  });

  it('describes otherwise', () => {
    expect(verbalForm('Referenced Associated Files are permitted, but only embedded files make sense.')).toBeNull();
    expect(verbalForm('Half-precision values can be passed directly (and HFAs are also permitted).')).toBeNull();
  });
});

describe('a keyword in what is assumed', () => {
  it('states a premise; after a comma the main clause may require', () => {
    expect(verbalForm('This definition assumes that the display information may be time-critical.')).toBeNull();
    expect(verbalForm('Suppose that the reader must stop early.')).toBeNull();
    expect(verbalForm('Assuming that keys expire, a reader shall renew them.')).toEqual({
      level: 'shall',
      keyword: 'shall',
    });
  });
});

describe('"as may"', () => {
  it('compares with what may happen, and grants nothing; "may" elsewhere in the sentence still does', () => {
    expect(
      verbalForm(
        'Invalid keys leak information about the private key (as may be done when key agreement is performed).',
      ),
    ).toBeNull();
    expect(verbalForm('The rules of the profile apply, as may the rules of its parts.')).toBeNull();
    expect(verbalForm('The writer may add a second key, as may be needed.')).toEqual({ level: 'may', keyword: 'may' });
  });
});
