/**
 * The Checkstyle rules a Java reviewer would raise on a single-file solution: naming, size,
 * nesting, statement layout, magic numbers, and error handling. Formatting rules (whitespace,
 * Javadoc, final parameters) from sun_checks are left out: they measure a formatter, not the author.
 */
export const CHECKSTYLE_CONFIG = `<?xml version="1.0"?>
<!DOCTYPE module PUBLIC "-//Checkstyle//DTD Checkstyle Configuration 1.3//EN"
  "https://checkstyle.org/dtds/configuration_1_3.dtd">
<module name="Checker">
  <property name="severity" value="warning"/>
  <module name="LineLength"><property name="max" value="120"/></module>
  <module name="TreeWalker">
    <module name="LocalVariableName"><property name="format" value="^([a-z][a-zA-Z0-9]{2,}|[ijknmxyuvw])$"/></module>
    <module name="MemberName"><property name="format" value="^[a-z][a-zA-Z0-9]{2,}$"/></module>
    <module name="StaticVariableName"><property name="format" value="^[a-z][a-zA-Z0-9]{2,}$"/></module>
    <module name="ParameterName"><property name="format" value="^([a-z][a-zA-Z0-9]{2,}|[ijknmxyuvw])$"/></module>
    <module name="MethodName"/>
    <module name="TypeName"/>
    <module name="ConstantName"/>
    <module name="MethodLength"><property name="max" value="60"/><property name="countEmpty" value="false"/></module>
    <module name="CyclomaticComplexity"><property name="max" value="10"/></module>
    <module name="NestedIfDepth"><property name="max" value="3"/></module>
    <module name="NestedForDepth"><property name="max" value="2"/></module>
    <module name="OneStatementPerLine"/>
    <module name="MultipleVariableDeclarations"/>
    <module name="NeedBraces"><property name="allowSingleLineStatement" value="true"/></module>
    <module name="InnerAssignment"/>
    <module name="AvoidStarImport"/>
    <module name="ParameterNumber"><property name="max" value="5"/></module>
    <module name="VisibilityModifier"><property name="protectedAllowed" value="true"/></module>
    <module name="MagicNumber"><property name="ignoreNumbers" value="-1, 0, 1, 2, 10, 100, 1000"/></module>
    <module name="EmptyCatchBlock"/>
    <module name="IllegalCatch"/>
    <module name="MissingSwitchDefault"/>
    <module name="FallThrough"/>
    <module name="EqualsHashCode"/>
    <module name="StringLiteralEquality"/>
    <module name="EmptyStatement"/>
  </module>
</module>
`;
