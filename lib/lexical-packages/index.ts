/** The documented Lexical packages, read from the installed dependencies (see model.ts). */
export {
  documentedPackages,
  installedLexicalPackages,
  lexicalPackagesOnDisk,
  lexicalVersion,
  packageDir,
  readPackageJson,
} from './packages';
export {listPackageModules, type LexicalModule} from './entryPoints';
export {firstSentence} from './docComments';
export {descriptionParts, readDescriptions, type DescriptionPart} from './descriptions';
export {
  classMemberDocs,
  descriptionKeyStatus,
  documentedModules,
  lexicalPackagesModel,
  packageModels,
  schemeExportUrl,
  type ExportKind,
  type ClassMemberDoc,
  type DescriptionKeyStatus,
  type LexicalExport,
  type ModuleModel,
  type PackageModel,
} from './model';
